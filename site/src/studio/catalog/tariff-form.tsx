"use client";

import type { AuthoredTariff, Locale } from "@storyfront/schemas";
import { useState, type FormEvent } from "react";
import styles from "./catalog.module.css";
import { catalogCall } from "./catalog-call";
import { tariffBody, tariffDraft, type TariffDraft, type TariffTexts } from "./catalog-drafts";
import { CatalogField, TranslatedField } from "./catalog-field";
import { languageName } from "./catalog-languages";
import { LanguageTabs } from "./language-tabs";
import { ProblemNotice, SavedBy } from "./problem-notice";
import { studioTime, type SaveProblem } from "./save-problem";

type Props = {
  /** null: a new tariff. */
  tariff: AuthoredTariff | null;
  /** false: the fields are shown but cannot be changed (tariff-view without tariff-edit). */
  canEdit: boolean;
  onSaved: (tariff: AuthoredTariff) => void;
  onDeleted: (id: number) => void;
};

export const tariffForbidden = "Changing tariffs needs the tariff-edit permission or the administrator role.";

const textFields: { key: keyof TariffTexts; label: string; multiline?: boolean; hint?: string }[] = [
  { key: "name", label: "Name" },
  { key: "description", label: "Description", multiline: true },
  { key: "cost", label: "Cost text", hint: "Must show the monthly price (e.g. $599/mo), or no price when the price is 0 (on request)." },
  { key: "options_title", label: "Options title" },
  { key: "options", label: "Options (one per line)", multiline: true },
  { key: "button_text", label: "Button text" },
];

/** Edit one tariff: price and button link (all languages), and per language its card texts beside the English source. */
export function TariffForm({ tariff, canEdit, onSaved, onDeleted }: Props) {
  const [draft, setDraft] = useState<TariffDraft>(() => tariffDraft(tariff));
  const [version, setVersion] = useState(tariff?.version ?? 1);
  const [language, setLanguage] = useState<Locale>("en");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [theirs, setTheirs] = useState<AuthoredTariff | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const setText = (key: keyof TariffTexts, value: string) =>
    setDraft((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [key]: value } } }));

  const fail = async (next: SaveProblem) => {
    setProblem(next);
    setFields(next.kind === "fields" ? next.fields : {});
    if (next.kind === "conflict" && tariff) {
      const current = await catalogCall("adminTariffView", { params: { id: tariff.id } });
      setTheirs(current.ok ? current.answer.body : null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !canEdit) return;
    setBusy(true);
    setSaved(false);
    const { body, languageAt } = tariffBody(draft);
    const result = tariff
      ? await catalogCall("adminTariffUpdate", { params: { id: tariff.id }, body: { ...body, baseVersion: version } }, languageAt)
      : await catalogCall("adminTariffCreate", { body }, languageAt);
    setBusy(false);
    if (!result.ok) return fail(result.problem);
    setProblem(null);
    setFields({});
    setTheirs(null);
    setVersion(result.answer.body.version);
    setDraft(tariffDraft(result.answer.body));
    setSaved(true);
    onSaved(result.answer.body);
  };

  const remove = async () => {
    if (!tariff || busy) return;
    if (!window.confirm("Delete this tariff? The pricing page stops showing it.")) return;
    setBusy(true);
    const result = await catalogCall("adminTariffDelete", { params: { id: tariff.id } });
    setBusy(false);
    if (!result.ok) return fail(result.problem);
    onDeleted(tariff.id);
  };

  const takeTheirs = () => {
    if (!theirs) return;
    setDraft(tariffDraft(theirs));
    setVersion(theirs.version);
    setProblem(null);
    setTheirs(null);
    // The list beside shows their version too.
    onSaved(theirs);
  };

  const written = (code: Locale) => draft.texts[code].name.trim() !== "";
  const failing = (code: Locale) => Object.keys(fields).some((key) => key === code || key.startsWith(`${code}.`));
  const texts = draft.texts[language];
  const name = tariff?.translations[0]?.name;

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label={name ? `Tariff ${name}` : "New tariff"}>
      <h2 className={styles.formTitle}>{name ?? "New tariff"}</h2>
      {tariff && <SavedBy version={version} updatedBy={tariff.updatedBy} updatedAt={tariff.updatedAt} time={studioTime} />}
      {!canEdit && (
        <p className={styles.readOnly} role="note">
          Read only: you can see tariffs; changing them needs the tariff-edit permission.
        </p>
      )}
      {problem && (
        <ProblemNotice
          problem={problem}
          forbidden={tariffForbidden}
          onTakeTheirs={theirs ? takeTheirs : undefined}
          theirs={
            theirs && (
              <dl className={styles.theirsList}>
                <dt>Price (cost_numeric)</dt>
                <dd>{theirs.cost_numeric}</dd>
                {theirs.translations.map((translation) => (
                  <div key={translation.language}>
                    <dt>{languageName(translation.language)}</dt>
                    <dd>
                      {translation.name} — {translation.cost}
                    </dd>
                  </div>
                ))}
              </dl>
            )
          }
        />
      )}
      {saved && (
        <p className={styles.saved} role="status">
          Saved. The pricing page shows it once it is refreshed.
        </p>
      )}
      <div className={styles.twoColumns}>
        <CatalogField
          name="cost_numeric"
          label="Monthly price in USD (cost_numeric)"
          inputMode="numeric"
          value={draft.costNumeric}
          onChange={(value) => setDraft((current) => ({ ...current, costNumeric: value }))}
          error={fields.cost_numeric}
          hint="A whole number; 0 means on request."
          disabled={!canEdit}
        />
        <CatalogField
          name="button_link"
          label="Button link"
          value={draft.buttonLink}
          onChange={(value) => setDraft((current) => ({ ...current, buttonLink: value }))}
          error={fields.button_link}
          hint="A site path such as /sales, or an http(s) address."
          disabled={!canEdit}
        />
      </div>
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
          hint={field.hint}
          onChange={(value) => setText(field.key, value)}
          error={fields[`${language}.${field.key}`]}
          source={language === "en" ? null : draft.texts.en[field.key]}
          language={languageName(language)}
          disabled={!canEdit}
        />
      ))}
      {language !== "en" && canEdit && <p className={styles.hint}>Leave a language empty to show the English texts there.</p>}
      {canEdit && (
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={busy}>
            {busy ? "Saving…" : tariff ? "Save tariff" : "Create tariff"}
          </button>
          {tariff && (
            <button type="button" className={styles.dangerButton} onClick={remove} disabled={busy}>
              Delete
            </button>
          )}
        </div>
      )}
    </form>
  );
}
