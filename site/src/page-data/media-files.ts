// Content media (content/media, referenced as /media/...) served by the site: the files, their types, safe reads.
import { readFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { contentRoot } from "@/page-data/content/load-content";
import { contentRepository } from "@/content-branches/content-repository";
import { gitMediaFile } from "@/content-branches/git-media";

/** The file types content may reference (schemas' mediaPathSchema), with the Content-Type each is served as. */
const contentTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt; charset=utf-8",
  pdf: "application/pdf",
};

export function mediaContentType(path: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? contentTypes[extension] : undefined;
}

export const mediaRoot = (root = contentRoot()) => join(root, "media");

/**
 * The file's bytes and type, or undefined for anything outside content/media or of a type we do not serve. Content
 * from git reads the request's commit, or the content branch `branch` (the online Studio's editor).
 */
export async function readMediaFile(
  segments: readonly string[],
  root = mediaRoot(),
  branch?: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  const path = resolve(root, ...segments);
  const contentType = mediaContentType(path);
  if (!contentType || !path.startsWith(root + sep) || segments.some((segment) => segment.startsWith("."))) return undefined;
  // Content from git: the request's commit (a branch's preview, production's main), not the folder of the build.
  const repository = contentRepository();
  if (repository) {
    const body = gitMediaFile(repository, segments, branch);
    return body ? { body, contentType } : undefined;
  }
  try {
    return { body: await readFile(/*turbopackIgnore: true*/ path), contentType };
  } catch {
    return undefined;
  }
}
