// Files of the visual diff report, read only on a preview build and only from inside the report folder.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { isPreviewBuild } from "./preview-build";
import { diffReportDir } from "./visual-diff-report";

const contentTypes: Record<string, string> = { ".html": "text/html; charset=utf-8", ".png": "image/png", ".json": "application/json" };

export function readPreviewDiffFile(segments: readonly string[]): { body: Buffer; contentType: string } | undefined {
  if (!isPreviewBuild()) return undefined;
  const root = diffReportDir();
  const path = resolve(join(root, ...segments));
  const inside = relative(root, path);
  const contentType = contentTypes[extname(path)];
  if (
    !contentType ||
    inside.startsWith("..") ||
    inside === "" ||
    !existsSync(/*turbopackIgnore: true*/ path) ||
    !statSync(/*turbopackIgnore: true*/ path).isFile()
  )
    return undefined;
  return { body: readFileSync(/*turbopackIgnore: true*/ path), contentType };
}
