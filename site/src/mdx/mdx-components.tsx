// What a name in an MDX body renders as. The content checker refuses any component outside its allowed
// list, and this map covers exactly that list (typecheck fails otherwise), so what validates is what renders.
import type { MdxComponentName } from "@storyfront/content-model/mdx-components";
import type { ComponentProps, ReactNode } from "react";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import buttons from "@/styles/buttons.module.css";
import styles from "./mdx-components.module.css";

const { Link } = contentAdapters;

function MdxLink({ href = "#", children }: ComponentProps<"a">) {
  return <Link href={href}>{children}</Link>;
}

function Callout({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <aside className={styles.callout}>
      {title && <p className={styles.calloutTitle}>{title}</p>}
      {children}
    </aside>
  );
}

function Figure({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  return (
    <figure className={styles.figure}>
      {/* Media files carry no size in MDX: a plain lazy image keeps its own proportions. */}
      <img src={src} alt={alt} loading="lazy" decoding="async" className={styles.figureImage} />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

function Quote({ author, role, children }: { author: string; role?: string; children?: ReactNode }) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.quoteText}>{children}</blockquote>
      <figcaption className={styles.quoteAuthor}>
        {author}
        {role && <span className={styles.quoteRole}>, {role}</span>}
      </figcaption>
    </figure>
  );
}

function ButtonLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    // A span (shown as a block), so a button written inside a sentence still makes valid HTML.
    <span className={styles.buttonRow}>
      <Link href={href} className={buttons.button}>
        {children}
      </Link>
    </span>
  );
}

/** Registered components by the name a marketer writes, plus Markdown links through the site's Link. */
export const registeredComponents = { Callout, Figure, Quote, ButtonLink } satisfies Record<MdxComponentName, unknown>;
export const markdownElements = { a: MdxLink };
