import type { BlockProps } from "../../block-props";
import { InlineText } from "../../shared/inline-text";
import section from "../../shared/section.module.css";
import styles from "./rich-text.module.css";

/** Generic rich text: an optional heading and paragraphs with **bold** and [links](/route). */
export function RichTextBlock({ block, adapters }: BlockProps<"richText">) {
  return (
    <section className={`${section.section} ${styles.richText}`}>
      {block.title && <h2 className={styles.title}>{block.title}</h2>}
      {block.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          <InlineText text={paragraph} adapters={adapters} />
        </p>
      ))}
    </section>
  );
}
