"use client";
// Uploading a picture into the library: dropped on the zone or chosen with the file input, checked in the browser
// with the server's own rules (media-limits), then sent with its alt text, which the library keeps beside it.
import { useState, type DragEvent } from "react";
import { uploadRefusal, uploadRule, uploadTypes } from "@storyfront/content-store/media-limits";
import { callSite } from "@/api-client/call-site";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { rememberPicture } from "./use-media-library";
import styles from "./content-media.module.css";

export function UploadForm({ onUploaded }: { onUploaded: (picture: MediaLibraryPicture) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = uploadRefusal(chosen);
    setError(refusal ? `Not uploaded: ${refusal}` : null);
    setFile(refusal ? null : chosen);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const upload = async () => {
    if (!file) return;
    if (!decorative && !alt.trim()) return setError("Write what the picture shows (its alt text), or mark it decorative.");
    setBusy(true);
    setError(null);
    const fields: Record<string, string> = decorative ? { decorative: "true" } : { alt: alt.trim() };
    const answer = await callSite("studioMedia", { file, fields }).catch(() => null);
    setBusy(false);
    if (answer?.status !== 200 || !answer.body.picture) {
      const reason = answer?.status === 200 ? "the picture came back without its entry" : answer?.body.error;
      return setError(`Not uploaded: ${reason ?? "the Studio's server did not answer"}`);
    }
    setError(null);
    setFile(null);
    setAlt("");
    setDecorative(false);
    rememberPicture(answer.body.picture);
    onUploaded(answer.body.picture);
  };

  return (
    <section className={styles.upload} aria-labelledby="content-media-upload">
      <h3 id="content-media-upload" className={styles.subtitle}>
        Upload a picture
      </h3>
      <div
        className={`${styles.drop} ${dragging ? styles.dropActive : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className={styles.label}>
          Picture file (drop it here or choose; {uploadRule})
          <input
            type="file"
            accept={uploadTypes.join(",")}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file may be chosen again after a refusal: the input forgets it.
              event.target.value = "";
            }}
          />
        </label>
        {file ? <p className={styles.meta}>Chosen: {file.name}</p> : null}
      </div>
      {file ? (
        <>
          <label className={styles.label}>
            Alt text of the new picture
            <input className={styles.input} value={alt} disabled={decorative} onChange={(event) => setAlt(event.target.value)} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> Decorative (no alt
            text)
          </label>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void upload()}>
            {busy ? "Uploading…" : "Upload"}
          </button>
        </>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
