"use client";
// The form for one field, made from its description (fields/schema-fields.ts): labelled inputs, groups as
// fieldsets, lists with add, remove and move up/down buttons, pickers for references and media, and the
// checker's problems under the field they are about. Our own markup rather than Puck's default fields, so
// every control has a name and nothing interactive nests inside another (axe-clean, keyboard-usable).
import { useId, type ReactNode } from "react";
import { emptyValue } from "../fields/empty-value";
import { choiceLabel } from "../fields/label-for";
import type { StudioField } from "../fields/schema-fields";
import { valueAt } from "../fields/value-at";
import { fieldFlag } from "../translations/translation-state";
import { MediaPicker, ReferencePicker } from "./pickers";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { proposedImage } from "../content-media/choose-picture";
import { useProblems, useStudioData } from "./studio-context";
import styles from "./studio.module.css";

type Json = Record<string, unknown>;

export interface FieldEditorProps {
  field: StudioField;
  /** The field's path in the file, as the checker names it: blocks[2].items[0].title */
  path: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** A media field inside an image object: the picture picked in the library, to fill the object's other fields. */
  onPick?: (picture: MediaLibraryPicture) => void;
}

export function FieldProblems({ path }: { path: string }) {
  const own = useProblems().filter((problem) => problem.path === path);
  if (own.length === 0) return null;
  return (
    <ul className={styles.fieldProblems} data-field-problems={path}>
      {own.map((problem, position) => (
        <li key={position}>
          <strong>{problem.message}</strong> — {problem.fix}
        </li>
      ))}
    </ul>
  );
}

/** In a translation: the English text of the same field, flagged when missing, the same, or older than the English. */
function SourceText({ path, value }: { path: string; value: unknown }) {
  const { source, translation, opened } = useStudioData();
  if (!source) return null;
  const english = valueAt(source, path);
  if (typeof english !== "string" || english === "") return null;
  const flag = fieldFlag({ path, english, value, opened: opened && valueAt(opened, path), state: translation ?? null });
  return (
    <p className={styles.sourceText} data-source-flag={flag ?? undefined}>
      English: {english}
      {flag ? <strong> · {flag}</strong> : null}
    </p>
  );
}

function Labelled({ id, label, path, value, children }: { id: string; label: string; path: string; value?: unknown; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {children}
      <SourceText path={path} value={value} />
      <FieldProblems path={path} />
    </div>
  );
}

function ListEditor({ field, path, label, value, onChange }: FieldEditorProps & { field: Extract<StudioField, { kind: "list" }> }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const itemLabel = (index: number) => `${label} ${index + 1}`;
  const set = (next: unknown[]) => onChange(next);
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    set(next);
  };
  const newItem = () => {
    const empty = emptyValue({ ...field.item, optional: false });
    return field.wrapped ? { value: empty } : empty;
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.fieldLabel}>{label}</legend>
      <FieldProblems path={path} />
      <ol className={styles.listItems}>
        {items.map((item, index) => (
          <li key={index} className={styles.listItem}>
            <FieldEditor
              field={field.item}
              path={`${path}[${index}]`}
              label={itemLabel(index)}
              value={field.wrapped ? (item as Json | undefined)?.value : item}
              onChange={(changed) => set(items.map((old, at) => (at === index ? (field.wrapped ? { value: changed } : changed) : old)))}
            />
            <span className={styles.itemActions}>
              <button type="button" aria-label={`Move ${itemLabel(index)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${itemLabel(index)} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Remove ${itemLabel(index)}`}
                disabled={items.length <= (field.min ?? 0)}
                onClick={() => set(items.filter((_, at) => at !== index))}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.addItem}
        disabled={field.max !== undefined && items.length >= field.max}
        onClick={() => set([...items, newItem()])}
      >
        Add to {label.toLowerCase()}
      </button>
    </fieldset>
  );
}

export function FieldEditor(props: FieldEditorProps) {
  const { field, path, label, value, onChange } = props;
  const id = useId();
  const shown = field.optional ? `${label} (optional)` : label;
  switch (field.kind) {
    case "link": {
      const text = typeof value === "string" ? value : "";
      return (
        <Labelled id={id} label={shown} path={path} value={value}>
          <input
            id={id}
            name={path}
            value={text}
            list="studio-routes"
            onChange={(event) => onChange(event.target.value)}
            className={styles.input}
          />
        </Labelled>
      );
    }
    case "text":
    case "number":
    case "json": {
      const text = typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);
      const multiline = (field.kind === "text" && field.multiline) || field.kind === "json";
      return (
        <Labelled
          id={id}
          label={field.kind === "json" ? `${shown} (JSON)` : shown}
          path={path}
          value={field.kind === "text" ? value : undefined}
        >
          {multiline ? (
            <textarea
              id={id}
              name={path}
              value={text}
              rows={3}
              onChange={(event) => onChange(event.target.value)}
              className={styles.input}
            />
          ) : (
            <input
              id={id}
              name={path}
              value={text}
              inputMode={field.kind === "number" ? "decimal" : undefined}
              onChange={(event) => onChange(event.target.value)}
              className={styles.input}
            />
          )}
        </Labelled>
      );
    }
    case "choice":
      return (
        <Labelled id={id} label={shown} path={path} value={value}>
          <select
            id={id}
            name={path}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange(event.target.value)}
            className={styles.input}
          >
            {field.optional || !field.options.includes(String(value)) ? <option value="">—</option> : null}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {choiceLabel(option)}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case "boolean":
      return (
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name={path}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked ? true : field.optional ? undefined : false)}
            />{" "}
            {shown}
          </label>
          <FieldProblems path={path} />
        </div>
      );
    case "reference":
      return (
        <Labelled id={id} label={shown} path={path}>
          <ReferencePicker id={id} name={path} value={value} onChange={onChange} optional={field.optional} target={field.target} />
        </Labelled>
      );
    case "media":
      return (
        <Labelled id={id} label={shown} path={path}>
          <MediaPicker
            id={id}
            name={path}
            value={value}
            onChange={onChange}
            optional={field.optional}
            label={label}
            onPick={props.onPick}
          />
        </Labelled>
      );
    case "object": {
      const object = value && typeof value === "object" ? (value as Json) : {};
      return (
        <fieldset className={styles.group}>
          <legend className={styles.fieldLabel}>{shown}</legend>
          <FieldProblems path={path} />
          {Object.entries(field.fields).map(([key, sub]) => (
            <FieldEditor
              key={key}
              field={sub}
              path={`${path}.${key}`}
              label={sub.label}
              value={object[key]}
              onChange={(changed) => onChange({ ...object, [key]: changed })}
              // An image's picture proposes the image's alt text, width and height with it.
              onPick={sub.kind === "media" ? (picture) => onChange(proposedImage(picture, object)) : undefined}
            />
          ))}
        </fieldset>
      );
    }
    case "list":
      return <ListEditor {...props} field={field} label={shown} />;
  }
}
