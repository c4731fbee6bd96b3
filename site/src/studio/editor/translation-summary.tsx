"use client";
// Above a translation's fields: what the translations report says of it (fields missing, still English, English
// texts changed since it), so the marketer knows what to look for before opening block after block.
import { useMemo } from "react";
import { readablePath } from "../translations/readable-path";
import { stateNow } from "../translations/translation-state";
import { useStudioData } from "./studio-context";
import styles from "./translation-summary.module.css";

const day = (time: number | null) => (time === null ? "?" : new Date(time).toISOString().slice(0, 10));
const count = (items: readonly string[], noun: string) => `${items.length} ${noun}${items.length === 1 ? "" : "s"}`;
const shown = 4;

/** The first few fields by their names in the Studio, and how many more (the report's paths are the source's). */
function Which({ paths, document }: { paths: readonly string[]; document: Record<string, unknown> }) {
  if (paths.length === 0) return null;
  const more = paths.length - shown;
  return (
    <span className={styles.which}>
      :{" "}
      {paths
        .slice(0, shown)
        .map((path) => readablePath(path, document))
        .join("; ")}
      {more > 0 ? ` and ${more} more` : ""}
    </span>
  );
}

/** `document`: the translation as it is now, so the lists follow each edit and save (the report was made on opening). */
export function TranslationSummary({ document }: { document: unknown }) {
  const { translation: report, source, opened } = useStudioData();
  const translation = useMemo(() => report && stateNow(report, { document, source, opened }), [report, document, source, opened]);
  if (!translation || !source) return null;
  const { missingFields, sameFields, older, olderFields } = translation;
  const clean = missingFields.length === 0 && sameFields.length === 0 && !older;
  const [sourceDay, translationDay] = [day(translation.sourceChanged), day(translation.translationChanged)];
  const changedSince = olderFields.length > 0 ? `: ${count(olderFields, "English text")} changed since` : "";
  return (
    <section aria-labelledby="studio-translation" className={styles.summary}>
      <h2 id="studio-translation" className={styles.heading}>
        Translation of <code>{translation.source}</code>
      </h2>
      {clean ? (
        <p>Up to date with the English: nothing missing, nothing left in English.</p>
      ) : (
        <ul className={styles.list}>
          {missingFields.length > 0 ? (
            <li>
              {count(missingFields, "field")} missing
              <Which paths={missingFields} document={source} />
            </li>
          ) : null}
          {sameFields.length > 0 ? (
            <li>
              {count(sameFields, "text")} still the same as the English
              <Which paths={sameFields} document={source} />
            </li>
          ) : null}
          {older ? (
            <li>
              Older than the English (English changed {sourceDay}, this file {translationDay}, by {translation.measuredBy}){changedSince}
              <Which paths={olderFields} document={source} />
            </li>
          ) : null}
        </ul>
      )}
      <p className={styles.note}>
        Flags under the fields: <strong>missing</strong>, <strong>same as English</strong>, <strong>English changed since</strong> (as{" "}
        <code>npm run content:translations</code> reports them).
      </p>
    </section>
  );
}
