"use client";
// A page's picture (cover with its variants, square picture, story cover, author photo): chosen with the same picker
// as the body's pictures, or typed as an address.
import { useId, useState } from "react";
import { ImagePicker, type PickedImage } from "../body/image-picker";
import styles from "./editor.module.css";
import { sentence } from "./field-errors";

type Props = { label: string; url: string | null; onPick: (image: PickedImage | null) => void; error?: string; name: string };

export function PictureField({ label, url, onPick, error, name }: Props) {
  const [picking, setPicking] = useState(false);
  const id = useId();
  return (
    <div className={styles.field} data-field={name}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.picture} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
        {url ? <img src={url} alt="" className={styles.thumbnail} /> : <span className={styles.noPicture}>No picture</span>}
        <span className={styles.pictureUrl}>{url ?? ""}</span>
        <button type="button" onClick={() => setPicking(true)} aria-label={`Choose ${label.toLowerCase()}`}>
          Choose…
        </button>
        {url ? (
          <button type="button" onClick={() => onPick(null)} aria-label={`Remove ${label.toLowerCase()}`}>
            Remove
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {sentence(error)}
        </p>
      ) : null}
      {picking ? (
        <ImagePicker
          title={`Choose ${label.toLowerCase()}`}
          needsAlt={false}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            setPicking(false);
            onPick(image);
          }}
        />
      ) : null}
    </div>
  );
}
