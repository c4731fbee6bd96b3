"use client";
// Reference and media pickers: a marketer picks a review by its author's name and an image by its file,
// with a thumbnail, never by typing a slug or a path.
import { FieldLabel } from "@puckeditor/core";
import { FieldProblems } from "./field-problems";
import { useStudioData } from "./studio-context";
import styles from "./studio.module.css";

interface PickerProps {
  label: string;
  name: string;
  value: unknown;
  onChange: (value: string) => void;
  optional: boolean;
}

export function ReferencePicker({ label, name, value, onChange, optional, target }: PickerProps & { target: string }) {
  const entries = useStudioData().pickers[target] ?? [];
  const current = typeof value === "string" ? value : "";
  const chosen = entries.find((entry) => entry.slug === current);
  return (
    <FieldLabel label={label} el="div">
      <div className={styles.picker}>
        {chosen?.image ? <img src={chosen.image} alt="" width={32} height={32} className={styles.thumb} /> : null}
        <select aria-label={label} value={current} onChange={(event) => onChange(event.target.value)} className={styles.select}>
          {optional || !chosen ? <option value="">{current && !chosen ? `Missing: ${current}` : "— choose —"}</option> : null}
          {entries.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <FieldProblems name={name} />
    </FieldLabel>
  );
}

export function MediaPicker({ label, name, value, onChange, optional }: PickerProps) {
  const { media } = useStudioData();
  const current = typeof value === "string" ? value : "";
  return (
    <FieldLabel label={label} el="div">
      <div className={styles.picker}>
        {current ? <img src={current} alt="" width={32} height={32} className={styles.thumb} /> : null}
        <select aria-label={label} value={current} onChange={(event) => onChange(event.target.value)} className={styles.select}>
          {optional || !media.includes(current) ? <option value="">{current && !media.includes(current) ? `Missing: ${current}` : "— no image —"}</option> : null}
          {media.map((path) => (
            <option key={path} value={path}>
              {path.replace(/^\/media\//, "")}
            </option>
          ))}
        </select>
      </div>
      <FieldProblems name={name} />
    </FieldLabel>
  );
}

/** A list item's summary: the entry's name, as the picker shows it. */
export function ReferenceName({ target, slug }: { target: string; slug: unknown }) {
  const entry = useStudioData().pickers[target]?.find((candidate) => candidate.slug === slug);
  return <>{entry?.name ?? (typeof slug === "string" && slug ? `Missing: ${slug}` : "— choose —")}</>;
}
