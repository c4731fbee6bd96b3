import styles from "./tag-list.module.css";

/** A page's tags as a labelled list (cards, search results, articles); nothing when there are none. */
export function TagList({ names, label, size = "small" }: { names: string[]; label: string; size?: "small" | "large" }) {
  if (names.length === 0) return null;
  return (
    <ul className={`${styles.tags} ${styles[size]}`} aria-label={label}>
      {names.map((name) => (
        <li key={name} className={styles.tag}>
          {name}
        </li>
      ))}
    </ul>
  );
}
