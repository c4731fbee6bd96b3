import type { AwardCard } from "@storyfront/schemas";
import type { BlockProps } from "../../block-props";
import type { BlockLabels } from "../../labels";
import section from "../../shared/section.module.css";
import { ReviewList } from "./review-list";
import styles from "./awards.module.css";

function badgeText(badge: AwardCard, labels: BlockLabels): string {
  if (badge.kind !== "rating") return String(badge.year);
  const rating = badge.rating.toFixed(1).replace(".", labels.decimalSeparator);
  return `${rating} · ${labels.ratingReviews.replace("{count}", String(badge.reviewCount))}`;
}

/** Awards: rating badges and awards, then the scrolling review list. */
export function AwardsBlock({ block, adapters, labels }: BlockProps<"awards">) {
  const { Image, Link } = adapters;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      {block.subtitle && <p className={section.subtitle}>{block.subtitle}</p>}
      <ul className={styles.badges}>
        {block.badges.map((badge, index) => {
          const content = (
            <>
              <Image {...badge.image} className={styles.badgeImage} />
              <span className={styles.badgeName}>{badge.kind === "rating" ? badge.platform : badge.name}</span>
              <span className={styles.badgeText}>{badgeText(badge, labels)}</span>
            </>
          );
          return (
            <li key={index} className={styles.badge}>
              {badge.href ? (
                <Link href={badge.href} className={styles.badgeLink}>
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
      {block.reviews.length > 0 && (
        <>
          {block.reviewsTitle && <h3 className={styles.reviewsTitle}>{block.reviewsTitle}</h3>}
          <ReviewList label={block.reviewsTitle ?? block.title} labels={labels}>
            {block.reviews.map((review, index) => (
              <li key={index} className={styles.review}>
                <figure className={styles.reviewFigure}>
                  <blockquote className={styles.quote}>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    {review.avatar && <Image {...review.avatar} className={styles.avatar} />}
                    <span>
                      <strong>{review.name}</strong>
                      <span className={styles.role}>{review.author}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ReviewList>
        </>
      )}
    </section>
  );
}
