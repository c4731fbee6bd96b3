import type { BlockProps } from "../../block-props";
import section from "../../shared/section.module.css";
import styles from "./benefits.module.css";

/** Key benefits: four cards, two columns from 640 px, four from 1024 px. */
export function BenefitsBlock({ block, adapters }: BlockProps<"benefits">) {
  const { Image } = adapters;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      <ul className={styles.benefits}>
        {block.items.map((item, index) => (
          <li key={index} className={section.card}>
            {item.icon && <Image {...item.icon} className={styles.icon} />}
            <h3 className={section.cardTitle}>{item.title}</h3>
            <p className={section.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
