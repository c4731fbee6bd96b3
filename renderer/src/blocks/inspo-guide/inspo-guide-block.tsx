import type { BlockProps } from "../../block-props";
import { ButtonLink } from "../../shared/button-link";
import section from "../../shared/section.module.css";
import styles from "./inspo-guide.module.css";

/** Inspiration-guide promo: a report's cover, name, description and download button. */
export function InspoGuideBlock({ block, adapters }: BlockProps<"inspoGuide">) {
  const { Image } = adapters;
  return (
    <section className={section.section}>
      <div className={styles.promo}>
        {block.cover && <Image {...block.cover} className={`${section.image} ${styles.cover}`} />}
        <div className={styles.copy}>
          <h2 className={styles.name}>{block.name}</h2>
          <p className={styles.description}>{block.description}</p>
          <ButtonLink link={{ label: block.btnDownload, href: block.reportLink }} adapters={adapters} />
        </div>
      </div>
    </section>
  );
}
