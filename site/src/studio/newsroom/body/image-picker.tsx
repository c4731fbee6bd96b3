"use client";
// The one place the newsroom picks a picture: from the media library (uploaded once, with its alt text and every
// size), or, for a picture hosted elsewhere, by its address with an alt text.
import { useId, useState, type FormEvent } from "react";
import { MediaLibrary } from "@/studio/media-library/media-library";
import styles from "./body.module.css";
import { ModalDialog } from "./modal-dialog";

/** A picked picture, as the media library hands it over. */
export type PickedImage = {
  id?: number | string;
  url: string;
  alt: string;
  width?: number;
  height?: number;
  variants?: Partial<Record<"webp" | "square" | "desktop" | "tablet" | "phone", string>>;
};

export type ImagePickerProps = { onPick: (image: PickedImage) => void; onClose: () => void; title?: string; needsAlt?: boolean };

function imageUrlProblem(url: string): string | null {
  if (url.trim() === "") return "Enter the picture's address.";
  if (url.startsWith("//")) return "Start the address with https://.";
  return /^https?:\/\/\S+$/i.test(url.trim()) || /^\/[^/\s]\S*$/.test(url.trim())
    ? null
    : "Use an https:// address or one on this site (/media/…).";
}

/** The media library in a dialog, with a picture by address as the way out (alt required where it is part of the text). */
export function ImagePicker({ onPick, onClose, title = "Insert a picture", needsAlt = true }: ImagePickerProps) {
  return (
    <ModalDialog title={title} onClose={onClose} wide>
      <MediaLibrary onPick={onPick} onClose={onClose} />
      <details className={styles.byAddress}>
        <summary>Or use a picture by its address</summary>
        <ImageByAddress onPick={onPick} onClose={onClose} needsAlt={needsAlt} />
      </details>
    </ModalDialog>
  );
}

/** Picture by address and alt text. */
function ImageByAddress({ onPick, onClose, needsAlt }: Omit<ImagePickerProps, "title">) {
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [problems, setProblems] = useState<{ url?: string; alt?: string }>({});
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      url: imageUrlProblem(url) ?? undefined,
      alt: needsAlt && alt.trim() === "" ? "Describe the picture for people who cannot see it." : undefined,
    };
    setProblems(found);
    if (!found.url && !found.alt) onPick({ url: url.trim(), alt: alt.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className={styles.dialogForm}>
      <label htmlFor={`${id}-url`}>Picture address</label>
      <input
        id={`${id}-url`}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={problems.url ? true : undefined}
        aria-describedby={problems.url ? `${id}-url-problem` : undefined}
      />
      {problems.url ? (
        <p id={`${id}-url-problem`} className={styles.problem}>
          {problems.url}
        </p>
      ) : null}
      <label htmlFor={`${id}-alt`}>Alt text{needsAlt ? " (required)" : ""}</label>
      <input
        id={`${id}-alt`}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        aria-invalid={problems.alt ? true : undefined}
        aria-describedby={problems.alt ? `${id}-alt-problem` : undefined}
      />
      {problems.alt ? (
        <p id={`${id}-alt-problem`} className={styles.problem}>
          {problems.alt}
        </p>
      ) : null}
      <div className={styles.dialogButtons}>
        <button type="submit">Insert</button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
