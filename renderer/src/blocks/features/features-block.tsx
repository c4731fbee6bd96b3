import type { BlockProps } from "../../block-props";
import { ButtonLink } from "../../shared/button-link";
import section from "../../shared/section.module.css";
import styles from "./features.module.css";

/** Features list: title, subtitle, feature cards, a button and an optional second button to a resource. */
export function FeaturesBlock({ block, adapters }: BlockProps<"features">) {
  const { Image } = adapters;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      <p className={section.subtitle}>{block.subtitle}</p>
      <ul className={styles.grid}>
        {block.items.map((item, index) => (
          <li key={index} className={`${section.card} ${styles.feature}`}>
            {item.icon && <Image {...item.icon} className={styles.icon} />}
            <h3 className={section.cardTitle}>{item.title}</h3>
            <p className={section.text}>{item.text}</p>
          </li>
        ))}
      </ul>
      {(block.button ?? block.secondButton) && (
        <div className={section.actions}>
          {block.button && <ButtonLink link={block.button} adapters={adapters} />}
          {block.secondButton && <ButtonLink link={block.secondButton} adapters={adapters} secondary />}
        </div>
      )}
    </section>
  );
}
