import type { BlockProps } from "../../block-props";
import { InlineText } from "../../shared/inline-text";
import section from "../../shared/section.module.css";
import styles from "./rich-text.module.css";

/**
 * Generic rich text: an optional heading and either paragraphs with **bold** and [links](/route), or an MDX
 * text (long prose from content/rich-text) that the host renders through its Mdx adapter.
 */
export function RichTextBlock({ block, adapters }: BlockProps<"richText">) {
  const { Mdx } = adapters;
  // Without an MDX renderer (tests, Builder.io's client preview) the text's paragraphs still read well.
  const paragraphs = block.mdx !== undefined && !Mdx ? block.mdx.split(/\n{2,}/) : (block.paragraphs ?? []);
  return (
    <section className={`${section.section} ${styles.richText}`}>
      {block.title && <h2 className={styles.title}>{block.title}</h2>}
      {block.mdx !== undefined && Mdx ? (
        <div className={styles.prose}>
          <Mdx source={block.mdx} />
        </div>
      ) : (
        paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            <InlineText text={paragraph} adapters={adapters} />
          </p>
        ))
      )}
    </section>
  );
}
