// The changes page body: every page the branch adds, changes or removes, why, and where to look at it.
import { reasonParts, type ChangedPage } from "@storyfront/content-model";
import type { DomainInfo } from "@/domain/domain-info";
import { siteConfig } from "@/domain/site-config";
import type { BuildChanges } from "./build-changes";
import { ChangedValues } from "./changed-values";
import { productionBaseUrl, productionOfPreview, variantBaseUrl } from "./preview-links";
import { diffReportPath } from "./visual-diff-report";
import styles from "./changes-view.module.css";

/** Production's copy: the same server without the preview label for a content branch, else production's URL. */
const productionHref = (origin: string, domain: DomainInfo, page: Pick<ChangedPage, "variant" | "path">) =>
  (domain.preview
    ? productionOfPreview(origin, domain, page.variant)
    : productionBaseUrl(page.variant, siteConfig.brand, siteConfig.productionUrl)) + page.path;

/** Where a page is on this preview: a relative link on its own variant, the twin host for the other. */
const previewHref = (origin: string, domain: DomainInfo, page: Pick<ChangedPage, "variant" | "path">) =>
  page.variant === domain.tld ? page.path : `${variantBaseUrl(origin, domain, page.variant)}${page.path}`;

function Row({ page, domain, origin, diffHref }: { page: ChangedPage; domain: DomainInfo; origin: string; diffHref?: string }) {
  return (
    <tr data-status={page.status} data-variant={page.variant} data-locale={page.locale} data-path={page.path}>
      <td>
        <span className={styles.status} data-status={page.status}>
          {page.status}
        </span>
        {page.draft && <span className={styles.draft}>draft</span>}
      </td>
      <td className={styles.path}>{page.path}</td>
      <td>
        {page.variant} · {page.locale}
      </td>
      <td>
        <ul className={styles.reasons}>
          {page.reasons.map((reason) => (
            <li key={reason.file}>
              {reasonParts(reason).map(({ kind, target, status }) => (
                <div key={target}>
                  {kind} <code>{target}</code> ({status})
                </div>
              ))}
              <ChangedValues reason={reason} />
            </li>
          ))}
        </ul>
      </td>
      <td>
        <ul className={styles.links}>
          {page.status !== "removed" && (
            <li>
              <a href={previewHref(origin, domain, page)}>Preview</a>
            </li>
          )}
          {page.status !== "added" && (
            <li>
              <a href={productionHref(origin, domain, page)}>Production</a>
            </li>
          )}
          {diffHref && (
            <li>
              <a href={diffHref}>Visual diff</a>
            </li>
          )}
        </ul>
      </td>
    </tr>
  );
}

export function ChangesView({
  changes,
  domain,
  origin,
  diffAnchors,
}: {
  changes: BuildChanges;
  domain: DomainInfo;
  origin: string;
  diffAnchors?: Map<string, string>;
}) {
  const { build, report, error } = changes;
  // A content branch's report is of one commit, run from the Studio; a preview build's is npm run preview:diff's.
  const diffHref = (anchor: string | undefined) => anchor && `${diffReportPath(build)}#${anchor}`;
  const noDiff = build.source === "content branch" ? "run it from the Studio's branches page" : "npm run preview:diff";
  return (
    <article className={styles.changes} lang="en">
      <header>
        <h1 className={styles.title}>Pages this branch changes</h1>
        <p className={styles.meta}>
          Branch <strong>{build.branch}</strong>
          {build.commit && (
            <>
              {" "}
              at <code>{build.commit.slice(0, 7)}</code>
            </>
          )}
          , compared with <strong>{build.base}</strong>
          {report && (
            <>
              {" "}
              (merge-base <code>{report.mergeBase.slice(0, 7)}</code>)
            </>
          )}
          .
        </p>
      </header>
      {error && (
        <p className={styles.error} role="alert">
          No list of changed pages: {error}
        </p>
      )}
      {report && report.pages.length === 0 && <p>This branch changes no page.</p>}
      {report && report.pages.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>
              {report.pages.length} pages from {report.files.length} changed content files
              {diffAnchors ? "" : ` (no visual diff report yet: ${noDiff})`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Page</th>
                <th scope="col">Variant · locale</th>
                <th scope="col">Why</th>
                <th scope="col">Open</th>
              </tr>
            </thead>
            <tbody>
              {report.pages.map((page) => (
                <Row
                  key={`${page.variant}|${page.locale}|${page.path}`}
                  page={page}
                  domain={domain}
                  origin={origin}
                  diffHref={diffHref(diffAnchors?.get(`${page.variant}|${page.locale}|${page.path}`))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report && report.outdatedTranslations.length > 0 && (
        <section>
          <h2 className={styles.subtitle}>Possibly out of date translations</h2>
          <p>The branch changed these sources but not their translations.</p>
          <ul className={styles.outdated}>
            {report.outdatedTranslations.map((entry) => (
              <li key={entry.translation} data-translation={entry.translation}>
                <code>{entry.translation}</code> (source <code>{entry.source}</code> changed), shown on{" "}
                {entry.pages.map((page, index) => (
                  <span key={`${page.variant}${page.path}`}>
                    {index > 0 && ", "}
                    <a href={previewHref(origin, domain, page)}>{page.path}</a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
