// The validator's messages over the page while content is broken (dev only, English: a tool for the team).
import styles from "./content-problems.module.css";

export function ContentProblems({ problems }: { problems: string[] }) {
  return (
    <section className={styles.panel} role="alert" aria-label="Content errors" data-testid="content-problems">
      <h2 className={styles.title}>Content has errors: the page shows the last valid version</h2>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p className={styles.hint}>Fix the file and save: the page updates by itself. npm run validate prints the same report.</p>
    </section>
  );
}
