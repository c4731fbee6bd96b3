// Which collection a content file belongs to, from its path: the folder names the collection, the file name
// carries the slug, an optional locale and the extension. The checker and the formatter both read paths this way.
import { collectionNames, collections, locales, type CollectionName } from "@storyfront/schemas";

export const collectionByFolder: ReadonlyMap<string, CollectionName> = new Map(
  collectionNames.map((name) => [collections[name].folder, name]),
);

/** <slug>[.<locale>].(json|mdx): groups are the slug, the locale (absent for English) and the extension. */
export const contentFileNamePattern = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\\.(${locales.join("|")}))?\\.(json|mdx)$`);

/** The collection of a well-placed, well-named content file (e.g. landings/home.fr.json), else undefined. */
export function collectionOfFile(path: string): CollectionName | undefined {
  const [folder = "", name = "", ...deeper] = path.split("/");
  const collection = collectionByFolder.get(folder);
  return collection && deeper.length === 0 && contentFileNamePattern.test(name) ? collection : undefined;
}
