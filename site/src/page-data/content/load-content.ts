// Reads and checks the whole content folder once; in dev again whenever a file changed, so edits show. When content
// comes from git (content-branches/), a preview host's branch or production's main instead.
import type { ContentIndex } from "@storyfront/content-model";
import { folderFingerprint, readContentFolder } from "@storyfront/content-model/read-content-folder";
import { checkedContent } from "./checked-content";
import { contentRoot } from "./content-root";
import { contentFromGit } from "@/content-branches/git-content";

export { ContentError, checkedContent, contentFiles } from "./checked-content";
export { contentRoot } from "./content-root";

// On globalThis: in dev, Next loads this module once per bundle (pages, route handlers); one read serves all.
const store = globalThis as typeof globalThis & { storyfrontContent?: { root: string; fingerprint: string; content: ContentIndex } };

// A built site's content folder does not move: found once, not with a file-system call per lookup (the
// proxy looks content up on every request).
let productionRoot: string | undefined;
const currentRoot = () => (process.env.NODE_ENV === "production" ? (productionRoot ??= contentRoot()) : contentRoot());

/** The validated content; throws ContentError (failing the build) when anything is wrong. */
export function loadContent(root?: string): ContentIndex {
  return (root === undefined ? contentFromGit() : undefined) ?? folderContent(root ?? currentRoot());
}

function folderContent(root: string): ContentIndex {
  const cached = store.storyfrontContent;
  if (cached?.root === root && process.env.NODE_ENV === "production") return cached.content;
  const print = folderFingerprint(root);
  if (cached?.root === root && cached.fingerprint === print) return cached.content;
  const content = checkedContent(readContentFolder(root));
  store.storyfrontContent = { root, fingerprint: print, content };
  return content;
}
