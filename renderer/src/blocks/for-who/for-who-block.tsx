import type { BlockProps } from "../../block-props";
import section from "../../shared/section.module.css";
import styles from "./for-who.module.css";

/** For-who: two blocks side by side from 768 px, stacked below. */
export function ForWhoBlock({ block, adapters }: BlockProps<"forWho">) {
  const { Image } = adapters;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      <div className={styles.pair}>
        {block.items.map((item, index) => (
          <article key={index} className={section.card}>
            {item.image && <Image {...item.image} className={`${section.image} ${styles.image}`} />}
            <h3 className={section.cardTitle}>{item.title}</h3>
            <p className={section.text}>{item.text}</p>
            {item.points.length > 0 && (
              <ul className={styles.points}>
                {item.points.map((point, pointIndex) => (
                  <li key={pointIndex}>{point}</li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
