import type { Logo } from "@storyfront/schemas";
import styles from "./sales.module.css";

/** The customer logo row of /sales (spec §2.6): 11 logos; 6 show below 768 px, 5 up to 1024 px, all above. */
export function CustomerLogos({ logos, title }: { logos: Logo[]; title: string }) {
  return (
    <section className={styles.logos} aria-labelledby="sales-logos-title">
      <h2 id="sales-logos-title" className={styles.logosTitle}>
        {title}
      </h2>
      <ul className={styles.logoRow}>
        {logos.slice(0, 11).map((logo) => (
          <li key={logo.slug}>
            {/* Fixed width and height reserve the space before the SVG arrives. */}
            <img
              src={logo.image.src}
              alt={logo.image.alt || logo.name}
              width={logo.image.width}
              height={logo.image.height}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
