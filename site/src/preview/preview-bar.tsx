// The preview bar: which branch and commit this build shows, against which base, and how many pages it
// changes. It sits in the page flow above everything (never floating over buttons or the cookie bar) and is
// in the server HTML from the first paint, so it never shifts the layout; hidden for the session, it is
// gone before the first paint of the next page too.
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { buildChanges } from "./build-changes";
import { PreviewBarHide } from "./preview-bar-hide";
import { previewBarHiddenKey, previewBarHiddenStyle } from "./preview-bar-storage";
import { previewBuild } from "./preview-build";
import { reviewBarTexts } from "./review-bar-texts";
import styles from "./review-bars.module.css";

// Runs while the HTML is parsed: a bar hidden earlier in this session never appears.
const hideEarly =
  `try{if(sessionStorage.getItem(${JSON.stringify(previewBarHiddenKey)})==="1"){var s=document.createElement("style");` +
  `s.textContent=${JSON.stringify(previewBarHiddenStyle)};document.head.appendChild(s)}}catch(e){}`;

export function PreviewBar({ locale }: { locale: Locale }) {
  const build = previewBuild();
  if (!build) return null;
  const report = buildChanges()?.report;
  const texts = reviewBarTexts(locale, report?.pages.length);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideEarly }} />
      <aside className={styles.bar} aria-label={texts.previewLabel} data-preview-bar="">
        <span className={styles.item}>
          {texts.previewOf} <strong>{build.branch}</strong>
        </span>
        {build.commit && (
          <span className={styles.item}>
            {texts.commit} <code>{build.commit.slice(0, 7)}</code>
          </span>
        )}
        <span className={styles.item}>
          {texts.base} <strong>{build.base}</strong>
        </span>
        <a className={styles.link} href={localePath(locale, "/_preview/changes")}>
          {texts.changed}
        </a>
        {/* With the page's own code, not lazily: a lazy chunk arrived after the page had loaded, and under load a
            reviewer's press in between did nothing. A few hundred bytes on production pages buy that. */}
        <PreviewBarHide label={texts.hideBar} title={texts.hideBarTitle} />
      </aside>
    </>
  );
}
