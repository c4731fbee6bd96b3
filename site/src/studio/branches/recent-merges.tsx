// The content branches merged into main lately, newest first: who merged which branch, when, and the merge commit.
import type { MergedBranch } from "@/content-branches/branch-list";
import styles from "./branches.module.css";

export function RecentMerges({ merges }: { merges: readonly MergedBranch[] }) {
  if (merges.length === 0) return null;
  return (
    <section aria-labelledby="recent-merges" className={styles.merged}>
      <h2 id="recent-merges">Recently merged</h2>
      <ul>
        {merges.map((merge) => (
          <li key={merge.commit} data-merged-branch={merge.branch}>
            <strong>{merge.branch.slice("content/".length)}</strong> merged by {merge.author},{" "}
            {new Date(merge.date).toLocaleString("en-GB")} · <code>{merge.commit.slice(0, 12)}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
