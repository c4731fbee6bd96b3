import type { BlockProps } from "../../block-props";
import { ButtonLink } from "../../shared/button-link";
import section from "../../shared/section.module.css";
import { focalPosition } from "../../shared/focal-position";
import { ShowMore } from "../../shared/show-more";
import styles from "./successes.module.css";

/** Success stories: collapsed to 772 px, "show more" expands to 5000 px (spec §9). */
export function SuccessesBlock({ block, adapters, labels }: BlockProps<"successes">) {
  const { Image, Link } = adapters;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      {block.subtitle && <p className={section.subtitle}>{block.subtitle}</p>}
      <ShowMore collapsedHeight={772} expandedHeight={5000} moreLabel={labels.showMore} lessLabel={labels.showLess}>
        <ul className={styles.stories}>
          {block.stories.map((story, index) => (
            <li key={index} className={styles.story}>
              <Image
                {...story.img}
                className={`${section.image} ${styles.img}`}
                sizes="(min-width: 768px) 50vw, 100vw"
                objectPosition={focalPosition(story.img)}
              />
              <div className={styles.body}>
                <Image {...story.logo} alt={story.logo.alt || story.customer} className={styles.logo} />
                <ul className={styles.metrics}>
                  {story.metrics.map((metric, metricIndex) => (
                    <li key={metricIndex}>
                      <span className={styles.metricNumber}>{metric.number}</span> <span className={section.text}>{metric.text}</span>
                    </li>
                  ))}
                </ul>
                <p className={section.text}>{story.description}</p>
                <Link href={story.link} className={styles.more} aria-label={`${labels.readStory}: ${story.customer}`}>
                  {labels.readStory}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </ShowMore>
      {block.button && (
        <div className={section.actions}>
          <ButtonLink link={block.button} adapters={adapters} secondary />
        </div>
      )}
    </section>
  );
}
