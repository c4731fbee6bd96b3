"use client";
// One language's texts. In a translation the English text stands beside each field, so the translator works from
// the source without switching tabs.
import type { ApiLocale } from "@storyfront/schemas";
import { useId } from "react";
import { BodyEditor, type BodyReader } from "../body/body-editor";
import { bodyText } from "../body/body-html";
import styles from "./editor.module.css";
import { sentence, type FieldErrors } from "./field-errors";
import { languageNames, type Translation } from "./page-form";
import { EnglishText, TextField } from "./text-field";

type Props = {
  translation: Translation;
  english: Translation | null;
  /** The body as last typed in this language (its editor may have closed since), else the saved one. */
  initialBody: string;
  onChange: (change: Partial<Translation>) => void;
  errors: FieldErrors;
  bodyKey: string;
  onBodyChange: () => void;
  registerBody: (reader: BodyReader | null, lastHtml?: string) => void;
};

export function LanguageFields({ translation, english, initialBody, onChange, errors, bodyKey, onBodyChange, registerBody }: Props) {
  const language: ApiLocale = translation.language;
  const error = (field: string) => errors[`translations.${language}.${field}`];
  const beside = (value: string | null | undefined) => (english ? (value ?? "") : undefined);
  const bodyId = useId();
  const bodyError = error("content");
  const name = languageNames[language];
  return (
    <div className={styles.languageFields} lang={language}>
      <TextField
        name={`title-${language}`}
        label={`Title (${name})`}
        value={translation.title}
        onChange={(title) => onChange({ title })}
        error={error("title")}
        english={beside(english?.title)}
        required
      />
      <TextField
        name={`description-${language}`}
        label={`Description (${name})`}
        multiline
        value={translation.description}
        onChange={(description) => onChange({ description })}
        error={error("description")}
        english={beside(english?.description)}
      />
      <TextField
        name={`authorSubtitle-${language}`}
        label={`Author role (${name})`}
        hint="The byline's role in this language; the page's author subtitle where left empty."
        value={translation.authorSubtitle ?? ""}
        onChange={(value) => onChange({ authorSubtitle: value || null })}
        error={error("authorSubtitle")}
        english={beside(english?.authorSubtitle)}
      />
      <TextField
        name={`navLabel-${language}`}
        label={`Menu label (${name})`}
        hint="Landing pages: the short name in the Solutions menu and the footer; the title where left empty."
        value={translation.navLabel ?? ""}
        onChange={(value) => onChange({ navLabel: value || null })}
        error={error("navLabel")}
        english={beside(english?.navLabel)}
      />
      <div className={styles.field} data-field={`content-${language}`}>
        <span id={`${bodyId}-label`} className={styles.label}>
          Body ({name})
        </span>
        <div className={english ? styles.beside : undefined}>
          <BodyEditor
            key={bodyKey}
            id={`body-${language}`}
            label={`Body (${name})`}
            initialHtml={initialBody}
            onChange={onBodyChange}
            register={registerBody}
            describedBy={bodyError ? `${bodyId}-error` : undefined}
            invalid={Boolean(bodyError)}
          />
          {english ? <EnglishText>{bodyText(english.content) || "(empty in English)"}</EnglishText> : null}
        </div>
        {bodyError ? (
          <p id={`${bodyId}-error`} className={styles.error}>
            {sentence(bodyError)}
          </p>
        ) : null}
      </div>
      <details className={styles.seo} open={Boolean(error("seoTitle") || error("seoDescription") || error("seoKeywords"))}>
        <summary>Search engines ({name})</summary>
        <TextField
          name={`seoTitle-${language}`}
          label={`SEO title (${name})`}
          value={translation.seoTitle ?? ""}
          onChange={(value) => onChange({ seoTitle: value || null })}
          error={error("seoTitle")}
          english={beside(english?.seoTitle)}
        />
        <TextField
          name={`seoDescription-${language}`}
          label={`SEO description (${name})`}
          multiline
          value={translation.seoDescription ?? ""}
          onChange={(value) => onChange({ seoDescription: value || null })}
          error={error("seoDescription")}
          english={beside(english?.seoDescription)}
        />
        <TextField
          name={`seoKeywords-${language}`}
          label={`SEO keywords (${name})`}
          hint="Separated by commas."
          value={translation.seoKeywords ?? ""}
          onChange={(value) => onChange({ seoKeywords: value || null })}
          error={error("seoKeywords")}
          english={beside(english?.seoKeywords)}
        />
      </details>
    </div>
  );
}
