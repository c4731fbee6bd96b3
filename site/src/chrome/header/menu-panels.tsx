"use client";

import type { HeaderNav, NavLink } from "@/chrome/nav-types";
import type { HeaderTexts } from "./header-texts";
import styles from "./header.module.css";

function MenuLink({ link }: { link: NavLink }) {
  return (
    <a href={link.href} {...(link.external ? { target: "_blank", rel: "noopener" } : {})}>
      {link.label}
    </a>
  );
}

/** Solutions: industries, features and the company-size group (spec §2.3). */
export function SolutionsPanel({ groups, idPrefix }: { groups: NonNullable<HeaderNav["solutions"]>; idPrefix: string }) {
  return (
    <div className={`${styles.panelColumns} ${styles.solutionGroups}`}>
      {groups.map((group) => (
        <section key={group.id} className={styles.panelGroup} aria-labelledby={`${idPrefix}-group-${group.id}`}>
          <h3 id={`${idPrefix}-group-${group.id}`}>{group.label}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <MenuLink link={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Resources: blog, white papers, write for us, docs, titled blog categories and the newest article. */
export function ResourcesPanel({
  resources,
  idPrefix,
  texts,
}: {
  resources: HeaderNav["resources"];
  idPrefix: string;
  texts: Pick<HeaderTexts, "resources" | "categories" | "featured">;
}) {
  return (
    <div className={styles.panelColumns}>
      <section className={styles.panelGroup} aria-labelledby={`${idPrefix}-resources`}>
        <h3 id={`${idPrefix}-resources`}>{texts.resources}</h3>
        <ul>
          {resources.links.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} />
            </li>
          ))}
        </ul>
      </section>
      {resources.categories.length > 0 && (
        <section className={styles.panelGroup} aria-labelledby={`${idPrefix}-categories`}>
          <h3 id={`${idPrefix}-categories`}>{texts.categories}</h3>
          <ul>
            {resources.categories.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {resources.featured && (
        <section className={styles.panelGroup} aria-labelledby={`${idPrefix}-featured`}>
          <h3 id={`${idPrefix}-featured`}>{texts.featured}</h3>
          <a className={styles.featured} href={resources.featured.href}>
            {resources.featured.image && <img src={resources.featured.image} alt="" width={200} height={112} loading="lazy" />}
            <span>{resources.featured.title}</span>
          </a>
        </section>
      )}
    </div>
  );
}
