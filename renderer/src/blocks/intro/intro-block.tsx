import type { BlockProps } from "../../block-props";
import { ButtonLink } from "../../shared/button-link";
import section from "../../shared/section.module.css";
import { logosLoop } from "./logo-loop";
import { LogoSlider } from "./logo-slider";
import styles from "./intro.module.css";

/** Intro: the page's h1, subtitle, buttons, an optional picture and the partner logos (a slider when there are enough). */
export function IntroBlock({ block, adapters, labels }: BlockProps<"intro">) {
  const { Image } = adapters;
  const logos = block.partners.map((partner, index) => (
    <li key={index} className={styles.logo}>
      <Image {...partner.image} alt={partner.image.alt || partner.name} className={styles.logoImage} />
    </li>
  ));
  return (
    <section className={`${section.section} ${styles.intro}`}>
      <div className={styles.hero}>
        <div className={styles.copy}>
          <h1 className={styles.title}>
            {block.titleLines.map((line, index) => (
              <span key={index} className={styles.line}>
                {line}
              </span>
            ))}
          </h1>
          <p className={styles.subtitle}>{block.subtitle}</p>
          <div className={styles.actions}>
            <ButtonLink link={block.primaryButton} adapters={adapters} />
            {block.secondaryButton && <ButtonLink link={block.secondaryButton} adapters={adapters} secondary />}
          </div>
        </div>
        {block.image && (
          <Image {...block.image} className={`${section.image} ${styles.picture}`} sizes="(min-width: 1024px) 480px, 100vw" priority />
        )}
      </div>
      {block.partners.length > 0 && (
        <div className={styles.partners}>
          {block.partnersTitle && <p className={styles.partnersTitle}>{block.partnersTitle}</p>}
          {logosLoop(block.partners.map((partner) => partner.image)) ? (
            <LogoSlider label={labels.partners} pauseLabel={labels.pauseLogos} playLabel={labels.playLogos}>
              {logos}
            </LogoSlider>
          ) : (
            <ul className={styles.still} aria-label={labels.partners}>
              {logos}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
