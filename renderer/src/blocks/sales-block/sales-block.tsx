import type { BlockProps } from "../../block-props";
import { ButtonLink } from "../../shared/button-link";
import section from "../../shared/section.module.css";
import { BookingFrame } from "./booking-frame";
import styles from "./sales-block.module.css";

/** Sales block: the booking iframe (loaded on request) beside a contact panel with a demo button. */
export function SalesBlock({ block, adapters, labels }: BlockProps<"salesBlock">) {
  const { contact } = block;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      {block.subtitle && <p className={section.subtitle}>{block.subtitle}</p>}
      <div className={block.booking ? styles.layout : styles.single}>
        {block.booking && <BookingFrame src={block.booking.src} title={block.booking.title} openLabel={labels.openBooking} />}
        <aside className={styles.contact}>
          <h3 className={section.cardTitle}>{contact.title}</h3>
          <p className={section.text}>{contact.text}</p>
          {contact.email && (
            <p className={styles.email}>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          )}
          <ButtonLink link={contact.demoButton} adapters={adapters} />
        </aside>
      </div>
    </section>
  );
}
