import type { BlockProps } from "../../block-props";
import { ButtonLink } from "../../shared/button-link";
import section from "../../shared/section.module.css";
import styles from "./cta.module.css";

/** Call to action: heading, a line of text and one or two buttons on a primary-coloured panel. */
export function CtaBlock({ block, adapters }: BlockProps<"cta">) {
  return (
    <section className={section.section}>
      <div className={styles.panel}>
        <h2 className={styles.title}>{block.title}</h2>
        {block.text && <p className={styles.text}>{block.text}</p>}
        <div className={styles.actions}>
          <ButtonLink link={block.button} adapters={adapters} />
          {block.secondaryButton && <ButtonLink link={block.secondaryButton} adapters={adapters} secondary />}
        </div>
      </div>
    </section>
  );
}
