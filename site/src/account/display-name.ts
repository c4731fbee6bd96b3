type Named = { id: number; slug?: string | null; key?: string; languages?: readonly { languageCode: string; name: string }[] | null };

/**
 * The name a tag or tag group is shown by (spec §3): its English name, else the first language entry
 * that has a name, else its slug, else its id. Blank names count as no name.
 */
export function displayName(item: Named): string {
  const named = (item.languages ?? []).filter((language) => language.name.trim() !== "");
  const english = named.find((language) => language.languageCode === "en");
  if (english) return english.name.trim();
  if (named[0]) return named[0].name.trim();
  if (item.slug && item.slug.trim() !== "") return item.slug;
  return String(item.id);
}
