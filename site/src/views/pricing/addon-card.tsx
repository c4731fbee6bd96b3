import type { Addon } from "@storyfront/schemas";
import styles from "./pricing.module.css";

/** An add-on card from content/addons (spec §3). */
export function AddonCard({ addon }: { addon: Addon }) {
  return (
    <article className={styles.addon}>
      <span className={styles.addonIcon} style={{ background: addon.imgBackground }}>
        <img src={addon.img.src} alt={addon.img.alt} width={addon.img.width} height={addon.img.height} />
      </span>
      <h3>{addon.title}</h3>
      <p>{addon.subtitle}</p>
      {addon.tags.length > 0 && (
        <ul className={styles.addonTags}>
          {addon.tags.map((tag) => (
            // The content's colour marks the tag; the text stays dark, readable on any tag colour.
            <li key={tag.text} style={{ borderColor: tag.color }}>
              <span className={styles.tagDot} style={{ background: tag.color }} aria-hidden="true" />
              {tag.text}
            </li>
          ))}
        </ul>
      )}
      <ul>
        {addon.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </article>
  );
}
