"use client";
// Adding an image: drop it or choose it, say what it shows (the alt text is required before anything is sent), then
// watch it go in words: sent so far, making the sizes, stored — or why it was refused.
import { mediaUploadMaxBytes, type MediaItem } from "@storyfront/schemas";
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { byteSize, uploadMedia, type UploadProgress } from "./media-calls";
import styles from "./media-library.module.css";

type Props = { onStored: (item: MediaItem) => void };

function progressText(progress: UploadProgress | null): string {
  if (!progress) return "";
  if (progress.done) return "Sent; making the sizes…";
  return `Sending ${byteSize(progress.sent)} of ${byteSize(progress.total)}…`;
}

export function UploadForm({ onStored }: Props) {
  const id = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [status, setStatus] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setStatus(
      chosen.size > mediaUploadMaxBytes
        ? { kind: "error", text: `${chosen.name} is ${byteSize(chosen.size)}; images may be up to ${byteSize(mediaUploadMaxBytes)}` }
        : null,
    );
    setFile(chosen.size > mediaUploadMaxBytes ? null : chosen);
    // The next thing to do is describing it.
    requestAnimationFrame(() => altRef.current?.focus());
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setStatus({ kind: "error", text: "Choose an image first" });
    if (!alt.trim()) {
      setStatus({ kind: "error", text: "Describe the image for people who cannot see it: the alt text is required" });
      return altRef.current?.focus();
    }
    setStatus(null);
    setProgress({ sent: 0, total: file.size, done: false });
    try {
      const item = await uploadMedia(file, alt.trim(), setProgress);
      setStatus({ kind: "done", text: `Stored ${item.name} (${item.width} × ${item.height})` });
      setFile(null);
      setAlt("");
      onStored(item);
    } catch (error) {
      setStatus({ kind: "error", text: `Not stored: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={styles.upload} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.uploadTitle}>
        Add an image
      </h2>
      <label
        className={dragging ? `${styles.drop} ${styles.dropActive}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span>
          {file ? `${file.name} (${byteSize(file.size)})` : "Drop an image here, or choose one (JPEG, PNG, WebP, AVIF, GIF; up to 20 MB)"}
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-alt`}>
        Alt text (required): what the image shows
      </label>
      <input
        id={`${id}-alt`}
        ref={altRef}
        className={styles.input}
        value={alt}
        required
        maxLength={1000}
        disabled={busy}
        onChange={(event) => setAlt(event.target.value)}
      />
      <button type="submit" className={styles.button} disabled={busy || !file}>
        {busy ? "Uploading…" : "Upload"}
      </button>
      <p role="status" aria-live="polite" className={status?.kind === "error" ? styles.error : styles.note}>
        {busy ? progressText(progress) : (status?.text ?? "")}
      </p>
    </form>
  );
}
