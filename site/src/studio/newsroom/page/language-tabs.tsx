"use client";
// One tab per language the page has (English, the source, first), each marked when out of date; the languages it
// lacks are listed as missing and can be added.
import type { ApiLocale } from "@storyfront/schemas";
import { useId, useState, type KeyboardEvent } from "react";
import styles from "./editor.module.css";
import { allLanguages, languageNames, type PageForm } from "./page-form";

type Props = {
  form: PageForm;
  active: ApiLocale;
  outOfDate: readonly ApiLocale[];
  onSelect: (language: ApiLocale) => void;
  onAdd: (language: ApiLocale) => void;
  panelId: string;
};

export function LanguageTabs({ form, active, outOfDate, onSelect, onAdd, panelId }: Props) {
  const present = form.translations.map((translation) => translation.language);
  const missing = allLanguages.filter((language) => !present.includes(language));
  const [adding, setAdding] = useState<ApiLocale | "">(missing[0] ?? "");
  const addId = useId();
  // Arrow keys move between tabs, as in every tab list.
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = present[(present.indexOf(active) + step + present.length) % present.length];
    if (next) {
      onSelect(next);
      requestAnimationFrame(() => document.getElementById(`tab-${next}`)?.focus());
    }
  };
  return (
    <div className={styles.languages}>
      <div role="tablist" aria-label="Languages" className={styles.tabs} onKeyDown={onKey}>
        {present.map((language) => (
          <button
            key={language}
            id={`tab-${language}`}
            role="tab"
            type="button"
            aria-selected={language === active}
            aria-controls={panelId}
            tabIndex={language === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(language)}
          >
            {languageNames[language]}
            {language === "en" ? <span className={styles.tabNote}> (source)</span> : null}
            {outOfDate.includes(language) ? <span className={styles.outOfDate}> · out of date</span> : null}
          </button>
        ))}
      </div>
      {missing.length > 0 ? (
        <div className={styles.addLanguage}>
          <span className={styles.missing}>Missing: {missing.map((language) => languageNames[language]).join(", ")}</span>
          <label htmlFor={addId} className={styles.visuallyHidden}>
            Language to add
          </label>
          <select id={addId} value={adding} onChange={(event) => setAdding(event.target.value as ApiLocale)} className={styles.input}>
            {missing.map((language) => (
              <option key={language} value={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => adding && onAdd(adding)} disabled={!adding || !missing.includes(adding)}>
            Add language
          </button>
        </div>
      ) : null}
    </div>
  );
}
