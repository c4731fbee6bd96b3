// The live reload of `next dev` (saving a content file refreshes the page). Production builds fold the
// condition away together with the import, so visitors download none of the watcher's code.
export async function DevContentReload() {
  if (process.env.NODE_ENV !== "development") return null;
  const { ContentReload } = await import("./content-reload");
  return <ContentReload />;
}
