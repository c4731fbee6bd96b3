// What the online Studio's content pages show instead of an editor: why (no such branch, no permission, signed out),
// and the way back to the branches.
export function StudioRefusal({ message }: { message: string }) {
  return (
    <main style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <h1>Storyfront Studio</h1>
      <p role="alert">{message}</p>
      <p>
        <a href="/studio/files">Content branches</a>
      </p>
    </main>
  );
}
