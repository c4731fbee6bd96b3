import type { Link } from "@storyfront/schemas";
import type { RendererAdapters } from "../adapters";
import styles from "./section.module.css";

/** A content link shown as a button, through the site's link component. */
export function ButtonLink({ link, adapters, secondary = false }: { link: Link; adapters: RendererAdapters; secondary?: boolean }) {
  const { Link: LinkAdapter } = adapters;
  return (
    <LinkAdapter href={link.href} className={secondary ? styles.buttonSecondary : styles.button}>
      {link.label}
    </LinkAdapter>
  );
}
