// The changed pages of a content branch as the site hands them to the running diff (running-cli.ts --pages): the site
// worked them out from git objects already (content-branches/branch-changes.ts), so the diff itself needs no git.
import { readFileSync } from "node:fs";
import type { ChangeReason } from "@storyfront/content-model";
import { localeSchema } from "@storyfront/schemas";
import { z } from "zod";

const changedPage = z.object({
  variant: z.enum(["com", "ru"]),
  locale: localeSchema,
  route: z.string(),
  // A path on the server's own host, never `//elsewhere`: it is appended to the origins as it is.
  path: z.string().regex(/^\/(?!\/)/, "a path starting with one /"),
  status: z.enum(["added", "changed", "removed"]),
  draft: z.boolean().optional(),
  // The graph's reasons, shown by reasonLines in the report.
  reasons: z.array(z.custom<ChangeReason>((reason) => typeof reason === "object" && reason !== null)),
});

export const branchPagesFile = z.object({
  branch: z.string(),
  /** The branch production serves (main). */
  base: z.string(),
  mergeBase: z.string(),
  /** The branch's commit the preview shows. */
  head: z.string(),
  pages: z.array(changedPage),
});
export type BranchPages = z.output<typeof branchPagesFile>;

/** The file, checked; throws with what is wrong. */
export function readBranchPages(file: string): BranchPages {
  const parsed = branchPagesFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`${file} is not a list of changed pages: ${issues.join("; ")}`);
}
