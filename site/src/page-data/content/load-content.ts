// Reads and checks the whole content folder once; in dev again whenever a file changed, so edits show.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkContent, type ContentFile, type ContentIndex, type Problem } from "@storyfront/content-model";
import { folderFingerprint, readContentFolder } from "@storyfront/content-model/read-content-folder";
import { problemLine } from "./problem-line";
import { liveSettings } from "@/domain/site-config";

/** STORYFRONT_CONTENT_DIR wins; otherwise ../content from the site folder, or ./content from the repo root. */
export function contentRoot(): string {
  const configured = liveSettings.contentDir();
  if (configured) return resolve(configured);
  const fromSite = resolve(process.cwd(), "..", "content");
  return existsSync(join(fromSite, "settings")) ? fromSite : resolve(process.cwd(), "content");
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content is invalid (run npm run validate for details):\n${problems
        .slice(0, 20)
        .map((problem) => `  ${problemLine(problem)}`)
        .join("\n")}`,
    );
    this.name = "ContentError";
  }
}

// On globalThis: in dev, Next loads this module once per bundle (pages, route handlers); one read serves all.
const store = globalThis as typeof globalThis & { storyfrontContent?: { root: string; fingerprint: string; content: ContentIndex } };

// A built site's content folder does not move: found once, not with a file-system call per lookup (the
// proxy looks content up on every request).
let productionRoot: string | undefined;
const currentRoot = () => (process.env.NODE_ENV === "production" ? (productionRoot ??= contentRoot()) : contentRoot());

/** The validated content; throws ContentError (failing the build) when anything is wrong. */
export function loadContent(root = currentRoot()): ContentIndex {
  const cached = store.storyfrontContent;
  if (cached?.root === root && process.env.NODE_ENV === "production") return cached.content;
  const print = folderFingerprint(root);
  if (cached?.root === root && cached.fingerprint === print) return cached.content;
  const folder = readContentFolder(root);
  const { content, problems } = checkContent(folder.files, folder.mediaPaths);
  if (problems.length > 0) throw new ContentError(problems);
  store.storyfrontContent = { root, fingerprint: print, content };
  filesOf.set(content, folder.files);
  return content;
}

// The files each index was read from (the message catalogues, for what a page's locale has); on globalThis
// like the index, so every bundle that shares an index finds its files.
const files = globalThis as typeof globalThis & { storyfrontContentFiles?: WeakMap<ContentIndex, readonly ContentFile[]> };
const filesOf = (files.storyfrontContentFiles ??= new WeakMap());

/** The content files `content` was read from (empty for an index loadContent did not read). */
export function contentFiles(content: ContentIndex): readonly ContentFile[] {
  return filesOf.get(content) ?? [];
}
