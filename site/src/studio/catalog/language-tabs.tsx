"use client";

import type { Locale } from "@storyfront/schemas";
import styles from "./catalog.module.css";
import { catalogLanguages, languageName } from "./catalog-languages";

type Props = {
  current: Locale;
  onChange: (language: Locale) => void;
  /** Languages with texts; the others are marked "not translated". */
  written: (language: Locale) => boolean;
  /** Languages with a field error, marked so the editor finds them. */
  failing: (language: Locale) => boolean;
};

/** The language switch of a catalogue form: English (the source) first. */
export function LanguageTabs({ current, onChange, written, failing }: Props) {
  return (
    <div className={styles.tabs} role="group" aria-label="Language">
      {catalogLanguages.map((language) => (
        <button
          key={language}
          type="button"
          className={styles.tab}
          aria-pressed={current === language}
          data-failing={failing(language) ? "true" : undefined}
          onClick={() => onChange(language)}
        >
          {languageName(language)}
          {language === "en" ? " (source)" : written(language) ? "" : " · not translated"}
          {failing(language) ? " ⚠" : ""}
        </button>
      ))}
    </div>
  );
}
