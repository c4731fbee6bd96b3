"use client";
// Reference and media pickers: a marketer picks a review by its author's name and an image by its file,
// with a thumbnail, never by typing a slug or a path.
import { useStudioData } from "./studio-context";
import styles from "./studio.module.css";

interface PickerProps {
  id: string;
  name: string;
  value: unknown;
  onChange: (value: string) => void;
  optional: boolean;
}

export function ReferencePicker({ id, name, value, onChange, optional, target }: PickerProps & { target: string }) {
  const entries = useStudioData().pickers[target] ?? [];
  const current = typeof value === "string" ? value : "";
  const chosen = entries.find((entry) => entry.slug === current);
  return (
    <div className={styles.picker}>
      {chosen?.image ? <img src={chosen.image} alt="" width={32} height={32} className={styles.thumb} /> : null}
      <select id={id} name={name} value={current} onChange={(event) => onChange(event.target.value)} className={styles.input}>
        {optional || !chosen ? <option value="">{current && !chosen ? `Missing: ${current}` : "— choose —"}</option> : null}
        {entries.map((entry) => (
          <option key={entry.slug} value={entry.slug}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MediaPicker({ id, name, value, onChange, optional }: PickerProps) {
  const { media } = useStudioData();
  const current = typeof value === "string" ? value : "";
  return (
    <div className={styles.picker}>
      {current ? <img src={current} alt="" width={32} height={32} className={styles.thumb} /> : null}
      <select id={id} name={name} value={current} onChange={(event) => onChange(event.target.value)} className={styles.input}>
        {optional || !media.includes(current) ? <option value="">{current && !media.includes(current) ? `Missing: ${current}` : "— no image —"}</option> : null}
        {media.map((path) => (
          <option key={path} value={path}>
            {path.replace(/^\/media\//, "")}
          </option>
        ))}
      </select>
    </div>
  );
}
