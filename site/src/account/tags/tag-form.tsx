"use client";

import type { AdminTagGroup, ApiLocale } from "@storyfront/schemas";
import { apiLocales } from "@storyfront/schemas";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import buttons from "@/styles/buttons.module.css";
import { displayName } from "../display-name";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { TextField } from "../text-field";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import admin from "./tag-admin.module.css";
import { callSite, SiteCallError } from "@/api-client/call-site";
import { bodyOf, tagKinds, type TagDraft, type TagItem, type TagKind } from "./tag-kinds";
import { SubmitButton } from "../submit-button";

type Props = {
  kind: TagKind;
  id: number | null;
  initial: TagDraft;
  groups: AdminTagGroup[];
  projects: { id: number; slug_or_id: string }[];
  onSaved: (item: TagItem) => void;
  onCancel: () => void;
  onSignedOut: () => void;
};

/**
 * Create or edit a tag or a tag group: key, slug (tags), order and sort, active flag, group (tags),
 * project, and one name per language. Errors the API names appear at their field (a language row's
 * name included); a failed save keeps everything typed.
 */
export function TagForm({ kind, id, initial, groups, projects, onSaved, onCancel, onSignedOut }: Props) {
  const t = useTranslations("Account.admin");
  const v = useTranslations("Account.validation");
  const account = useTranslations("Account");
  const languageNames = useTranslations("Account.languages");
  const [draft, setDraft] = useState<TagDraft>(initial);
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof TagDraft>(key: K, value: TagDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setLanguage = (index: number, change: Partial<TagDraft["languages"][number]>) =>
    setDraft((current) => ({
      ...current,
      languages: current.languages.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    }));
  const unused = apiLocales.filter((code) => !draft.languages.some((entry) => entry.languageCode === code));
  const error = (field: string) => fieldText(v, fields[field]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(null);
    const calls = tagKinds[kind];
    const input = { query: { expand: calls.expand }, body: bodyOf(kind, draft) };
    try {
      const answer = await (id === null ? callSite(calls.create, input) : callSite(calls.update, { ...input, params: { id } }));
      setFields({});
      onSaved(answer.body);
    } catch (failure) {
      if (failure instanceof SiteCallError && failure.status === 401) return onSignedOut();
      if (failure instanceof SiteCallError && failure.status === 422) {
        const read = readFieldErrors(failure.body);
        setFields(read.fields);
        setProblem(Object.keys(read.fields).length > 0 ? t("fixFields") : read.message);
      } else if (failure instanceof SiteCallError && failure.status === 403) {
        setProblem(t("notAllowed"));
      } else if (failure instanceof SiteCallError && failure.status === 409) {
        setProblem(readFieldErrors(failure.body).message ?? account("reload"));
      } else {
        setProblem(account("reload"));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate data-testid="tag-form">
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className={styles.row}>
        <TextField label={t("key")} name="key" value={draft.key} onChange={(e) => set("key", e.target.value)} error={error("key")} />
        {kind === "tag" && (
          <TextField label={t("slug")} name="slug" value={draft.slug} onChange={(e) => set("slug", e.target.value)} error={error("slug")} />
        )}
      </div>
      <div className={styles.row}>
        <TextField
          label={t("order")}
          name="order"
          inputMode="numeric"
          value={draft.order}
          onChange={(e) => set("order", e.target.value)}
          error={error("order")}
        />
        <TextField
          label={t("sort")}
          name="sort"
          inputMode="numeric"
          value={draft.sort}
          onChange={(e) => set("sort", e.target.value)}
          error={error("sort")}
        />
      </div>
      <div className={styles.row}>
        {kind === "tag" && (
          <Choice
            label={t("group")}
            name="groupId"
            value={draft.groupId}
            onChange={(value) => set("groupId", value)}
            error={error("groupId")}
          >
            <option value="">{t("noGroup")}</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {displayName(group)}
              </option>
            ))}
          </Choice>
        )}
        <Choice
          label={t("project")}
          name="projectId"
          value={draft.projectId}
          onChange={(value) => set("projectId", value)}
          error={error("projectId")}
        >
          <option value="">{t("shared")}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.slug_or_id}
            </option>
          ))}
          {draft.projectId !== "" && !projects.some((project) => String(project.id) === draft.projectId) && (
            <option value={draft.projectId}>#{draft.projectId}</option>
          )}
        </Choice>
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" name="isActive" checked={draft.isActive} onChange={(e) => set("isActive", e.target.checked)} />
        {t("active")}
      </label>
      <fieldset className={admin.languages}>
        <legend className={styles.label}>{t("languages")}</legend>
        {error("languages") && <p className={styles.error}>{error("languages")}</p>}
        {draft.languages.map((entry, index) => (
          <div className={admin.languageRow} key={index} data-testid={`language-${index}`}>
            <Choice
              label={t("language")}
              name={`languages.${index}.languageCode`}
              value={entry.languageCode}
              onChange={(value) => setLanguage(index, { languageCode: value as ApiLocale })}
              error={error(`languages.${index}.languageCode`)}
            >
              {[entry.languageCode, ...unused].map((code) => (
                <option key={code} value={code}>
                  {languageNames(code)}
                </option>
              ))}
            </Choice>
            <TextField
              label={t("name")}
              name={`languages.${index}.name`}
              value={entry.name}
              onChange={(e) => setLanguage(index, { name: e.target.value })}
              error={error(`languages.${index}.name`)}
            />
            <button
              type="button"
              className={admin.iconButton}
              aria-label={t("removeLanguage", { language: languageNames(entry.languageCode) })}
              onClick={() =>
                set(
                  "languages",
                  draft.languages.filter((_, at) => at !== index),
                )
              }
            >
              ×
            </button>
          </div>
        ))}
        {unused.length > 0 && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => set("languages", [...draft.languages, { languageCode: unused[0] as ApiLocale, name: "" }])}
          >
            {t("addLanguage")}
          </button>
        )}
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton pending={saving}>{saving ? t("saving") : t("save")}</SubmitButton>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

function Choice({
  label,
  name,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children: React.ReactNode;
}) {
  const id = `choice-${name}`;
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
