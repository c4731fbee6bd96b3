// The content loader's git side: a preview host's branch, else production's main; undefined when content comes from
// the folder (the build, `npm run dev`, tests that point STORYFRONT_CONTENT_DIR at a copy).
import type { ContentIndex } from "@storyfront/content-model";
import { checkedCommit } from "./commit-cache";
import { contentRepository } from "./content-repository";
import { NoSuchBranch, previewCommit } from "./preview-branch";
import { productionContent } from "./production-content";

export function contentFromGit(): ContentIndex | undefined {
  const repository = contentRepository();
  if (!repository) return undefined;
  const preview = previewCommit(repository);
  if (!preview) return productionContent(repository);
  if (!preview.commit) throw new NoSuchBranch(preview.branch);
  const checked = checkedCommit(repository, preview.commit);
  if ("error" in checked) throw checked.error;
  return checked.content;
}
