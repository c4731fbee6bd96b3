"use client";

import type { AuthoredCategory, Locale, PageTypeValue } from "@storyfront/schemas";
import { useState, type FormEvent } from "react";
import styles from "./catalog.module.css";
import { catalogCall } from "./catalog-call";
import { categoryBody, categoryDraft, type CategoryDraft, type CategoryTexts } from "./catalog-drafts";
import { CatalogField, TranslatedField } from "./catalog-field";
import { languageName } from "./catalog-languages";
import { LanguageTabs } from "./language-tabs";
import { ProblemNotice, SavedBy } from "./problem-notice";
import { studioTime, type SaveProblem } from "./save-problem";

type Props = {
  /** null: a new category of `type`. */
  category: AuthoredCategory | null;
  type: PageTypeValue;
  onSaved: (category: AuthoredCategory) => void;
  onDeleted: (id: number) => void;
};

const forbidden = "Changing categories needs the page-edit permission or the manager or administrator role.";

const textFields: { key: keyof CategoryTexts; label: string; multiline?: boolean }[] = [
  { key: "title", label: "Title" },
  { key: "seoTitle", label: "SEO title" },
  { key: "seoKeywords", label: "SEO keywords" },
  { key: "seoDescription", label: "SEO description", multiline: true },
];

/** Edit one category: slug, and per language its title and SEO texts beside the English source. */
export function CategoryForm({ category, type, onSaved, onDeleted }: Props) {
  const [draft, setDraft] = useState<CategoryDraft>(() => categoryDraft(category));
  const [version, setVersion] = useState(category?.version ?? 1);
  const [language, setLanguage] = useState<Locale>("en");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [theirs, setTheirs] = useState<AuthoredCategory | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const setText = (key: keyof CategoryTexts, value: string) =>
    setDraft((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [key]: value } } }));

  const fail = async (next: SaveProblem) => {
    setProblem(next);
    setFields(next.kind === "fields" ? next.fields : {});
    if (next.kind === "conflict" && category) {
      const current = await catalogCall("adminCategoryView", { params: { id: category.id } });
      setTheirs(current.ok ? current.answer.body : null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaved(false);
    const { body, languageAt } = categoryBody(draft);
    const result = category
      ? await catalogCall("adminCategoryUpdate", { params: { id: category.id }, body: { ...body, baseVersion: version } }, languageAt)
      : await catalogCall("adminCategoryCreate", { body: { ...body, type } }, languageAt);
    setBusy(false);
    if (!result.ok) return fail(result.problem);
    setProblem(null);
    setFields({});
    setTheirs(null);
    setVersion(result.answer.body.version);
    setDraft(categoryDraft(result.answer.body));
    setSaved(true);
    onSaved(result.answer.body);
  };

  const remove = async () => {
    if (!category || busy) return;
    if (!window.confirm(`Delete the category "${category.slug}"? This cannot be undone.`)) return;
    setBusy(true);
    const result = await catalogCall("adminCategoryDelete", { params: { id: category.id } });
    setBusy(false);
    if (!result.ok) return fail(result.problem);
    onDeleted(category.id);
  };

  const takeTheirs = () => {
    if (!theirs) return;
    setDraft(categoryDraft(theirs));
    setVersion(theirs.version);
    setProblem(null);
    setTheirs(null);
    // The list beside shows their version too.
    onSaved(theirs);
  };

  const written = (code: Locale) => draft.texts[code].title.trim() !== "";
  const failing = (code: Locale) => Object.keys(fields).some((key) => key === code || key.startsWith(`${code}.`));
  const texts = draft.texts[language];

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label={category ? `Category ${category.slug}` : "New category"}>
      <h2 className={styles.formTitle}>{category ? (category.translations[0]?.title ?? category.slug) : "New category"}</h2>
      {category && <SavedBy version={version} updatedBy={category.updatedBy} updatedAt={category.updatedAt} time={studioTime} />}
      {problem && (
        <ProblemNotice
          problem={problem}
          forbidden={forbidden}
          onTakeTheirs={theirs ? takeTheirs : undefined}
          theirs={
            theirs && (
              <dl className={styles.theirsList}>
                <dt>Slug</dt>
                <dd>{theirs.slug}</dd>
                {theirs.translations.map((translation) => (
                  <div key={translation.language}>
                    <dt>Title ({languageName(translation.language)})</dt>
                    <dd>{translation.title}</dd>
                  </div>
                ))}
              </dl>
            )
          }
        />
      )}
      {saved && (
        <p className={styles.saved} role="status">
          Saved. The site shows it once its pages are refreshed.
        </p>
      )}
      <CatalogField
        name="slug"
        label="Slug"
        value={draft.slug}
        onChange={(value) => setDraft((current) => ({ ...current, slug: value }))}
        error={fields.slug}
        hint={
          type === 4
            ? `Address: /blog/category-${draft.slug || "…"}. Lower-case words joined by hyphens.`
            : "Lower-case words joined by hyphens."
        }
      />
      {fields.translations && <p className={styles.error}>{fields.translations}</p>}
      <LanguageTabs current={language} onChange={setLanguage} written={written} failing={failing} />
      {fields[language] && <p className={styles.error}>{fields[language]}</p>}
      {textFields.map((field) => (
        <TranslatedField
          key={`${language}.${field.key}`}
          name={`${language}.${field.key}`}
          label={field.label}
          value={texts[field.key]}
          multiline={field.multiline}
          onChange={(value) => setText(field.key, value)}
          error={fields[`${language}.${field.key}`]}
          source={language === "en" ? null : draft.texts.en[field.key]}
          language={languageName(language)}
        />
      ))}
      {language !== "en" && (
        <p className={styles.hint}>Leave every field of a language empty to have no title there: menus skip untitled categories.</p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          {busy ? "Saving…" : category ? "Save category" : "Create category"}
        </button>
        {category && (
          <button
            type="button"
            className={styles.dangerButton}
            onClick={remove}
            disabled={busy}
            aria-describedby={category.pages > 0 ? "category-in-use" : undefined}
          >
            Delete
          </button>
        )}
        {category && category.pages > 0 && (
          <span id="category-in-use" className={styles.hint}>
            Used by {category.pages} {category.pages === 1 ? "page" : "pages"}: move them first to delete it.
          </span>
        )}
      </div>
    </form>
  );
}
