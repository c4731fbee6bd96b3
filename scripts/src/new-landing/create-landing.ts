import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkContent, landingScaffold, serializeContent } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { slugSchema } from "@storyfront/schemas";

export type CreateLandingResult = { ok: true; file: string; path: string } | { ok: false; error: string };

/** Writes content/landings/<slug>.json from the scaffold, only if the whole content stays valid with it. */
export function createLanding(root: string, slug: string): CreateLandingResult {
  const parsedSlug = slugSchema.safeParse(slug);
  if (!parsedSlug.success) return { ok: false, error: `"${slug}" ${parsedSlug.error.issues[0]?.message ?? "is not a slug"}` };
  const file = `landings/${slug}.json`;
  if (existsSync(join(root, file))) return { ok: false, error: `content/${file} already exists; pick another slug or edit that file` };
  const scaffold = landingScaffold(slug);
  // Written in the canonical format, as the Studio saves it, so content:format --check passes on a new landing.
  const text = serializeContent(file, scaffold);
  const { files, mediaPaths } = readContentFolder(root);
  const { problems } = checkContent([...files, { path: file, text }], mediaPaths);
  // A clash is reported on whichever file sorts later, so also catch problems that merely mention ours.
  const own = problems.filter((problem) => problem.file === file || problem.message.includes(file));
  if (own.length > 0) return { ok: false, error: own.map((problem) => `${problem.path}: ${problem.message} (${problem.fix})`).join("\n") };
  writeFileSync(join(root, file), text);
  return { ok: true, file: `content/${file}`, path: scaffold.path };
}
