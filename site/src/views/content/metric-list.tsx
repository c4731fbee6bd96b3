import type { SuccessStory } from "@storyfront/schemas";
import styles from "./content-page.module.css";

/** A case study's results as numbers with their words, on its card and on its page. */
export function MetricList({ metrics, label }: { metrics: SuccessStory["metrics"]; label: string }) {
  return (
    <ul className={styles.metrics} aria-label={label}>
      {metrics.map((metric) => (
        <li key={metric.text} className={styles.metric}>
          <span className={styles.metricNumber}>{metric.number}</span>
          <span className={styles.metricText}>{metric.text}</span>
        </li>
      ))}
    </ul>
  );
}
