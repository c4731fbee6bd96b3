// Reads and checks the whole content folder once; in dev again whenever a file changed, so edits show.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { checkContent, type ContentFile, type ContentIndex, type Problem } from "@storyfront/schemas";

/** STORYFRONT_CONTENT_DIR wins; otherwise ../content from the site folder, or ./content from the repo root. */
export function contentRoot(): string {
  const configured = process.env.STORYFRONT_CONTENT_DIR;
  if (configured) return resolve(configured);
  const fromSite = resolve(process.cwd(), "..", "content");
  return existsSync(join(fromSite, "settings")) ? fromSite : resolve(process.cwd(), "content");
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content is invalid (run npm run validate for details):\n${problems
        .slice(0, 20)
        .map((problem) => `  content/${problem.file} ${problem.path}: ${problem.message}`)
        .join("\n")}`,
    );
    this.name = "ContentError";
  }
}

function readFolder(root: string): { files: ContentFile[]; mediaPaths: Set<string> } {
  const files: ContentFile[] = [];
  const mediaPaths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (path.startsWith("node_modules/")) continue;
    if (path.startsWith("media/")) mediaPaths.add(`/${path}`);
    else if (path.endsWith(".json") && path.includes("/")) files.push({ path, text: readFileSync(join(root, path), "utf8") });
  }
  return { files, mediaPaths };
}

/** Cheap fingerprint of the folder (names, sizes, modification times) to know when to read it again. */
function fingerprint(root: string): string {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const stats = statSync(join(entry.parentPath, entry.name));
      return `${entry.parentPath}/${entry.name}:${stats.size}:${stats.mtimeMs}`;
    })
    .join("|");
}

let cached: { root: string; fingerprint: string; content: ContentIndex } | undefined;

/** The validated content; throws ContentError (failing the build) when anything is wrong. */
export function loadContent(root = contentRoot()): ContentIndex {
  if (cached?.root === root && process.env.NODE_ENV === "production") return cached.content;
  const print = fingerprint(root);
  if (cached?.root === root && cached.fingerprint === print) return cached.content;
  const { files, mediaPaths } = readFolder(root);
  const { content, problems } = checkContent(files, mediaPaths);
  if (problems.length > 0) throw new ContentError(problems);
  cached = { root, fingerprint: print, content };
  return content;
}
