"use client";
// Controls of the Studio's header that every editor has: the edited language (the same document's other files)
// and the viewport width the page is shown at.
import styles from "./studio.module.css";

export const viewports = [
  { width: 375, name: "Mobile" },
  { width: 768, name: "Tablet" },
  { width: 1440, name: "Desktop" },
];

export function ViewportButtons({ viewport, onChange }: { viewport: number; onChange: (width: number) => void }) {
  return (
    <div role="group" aria-labelledby="studio-viewport" className={styles.viewports}>
      <span id="studio-viewport">Width</span>
      {viewports.map((option) => (
        <button
          key={option.width}
          type="button"
          aria-label={`${option.name} ${option.width} px`}
          aria-pressed={viewport === option.width}
          onClick={() => onChange(option.width)}
        >
          {option.width} px
        </button>
      ))}
    </div>
  );
}

/** localeFiles: the document's file in each language; null where it has no translation (offered, not choosable). */
export function LanguageSelect({
  locale,
  localeFiles,
  onGo,
}: {
  locale: string;
  localeFiles: { locale: string; file: string | null }[];
  onGo: (file: string) => void;
}) {
  return (
    <label className={`${styles.control} ${styles.language}`}>
      <span>Language</span>
      <select
        value={locale}
        onChange={(event) => {
          const file = localeFiles.find((entry) => entry.locale === event.target.value)?.file;
          if (file) onGo(file);
        }}
      >
        {localeFiles.map((entry) => (
          <option key={entry.locale} value={entry.locale} disabled={!entry.file}>
            {entry.locale}
            {entry.file ? "" : " (no translation)"}
          </option>
        ))}
      </select>
    </label>
  );
}
