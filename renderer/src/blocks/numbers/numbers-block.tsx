import type { BlockProps } from "../../block-props";
import section from "../../shared/section.module.css";
import styles from "./numbers.module.css";

/** Numbers: three stat cards. */
export function NumbersBlock({ block }: BlockProps<"numbers">) {
  return (
    <section className={section.section}>
      {block.title && <h2 className={section.title}>{block.title}</h2>}
      <ul className={`${section.grid} ${styles.numbers}`}>
        {block.items.map((item, index) => (
          <li key={index} className={section.card}>
            <p className={styles.number}>{item.number}</p>
            <p className={section.text}>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
