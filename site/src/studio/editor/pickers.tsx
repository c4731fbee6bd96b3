"use client";
// Reference and media pickers: a marketer picks a review by its author's name and an image by its file,
// with a thumbnail, never by typing a slug or a path.
import { useState } from "react";
import { uploadRefusal, uploadRule, uploadTypes } from "@storyfront/content-store/media-limits";
import { useStudioData } from "./studio-context";
import { callSite } from "@/api-client/call-site";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { ChoosePicture } from "../content-media/choose-picture";
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

export function MediaPicker({
  id,
  name,
  value,
  onChange,
  optional,
  label,
  onPick,
}: PickerProps & {
  label: string;
  /** Where the field sits in an image object: a picked picture also proposes its alt text and size (choose-picture.tsx). */
  onPick?: (picture: MediaLibraryPicture) => void;
}) {
  const { media, addMedia } = useStudioData();
  const [error, setError] = useState<string | null>(null);
  const current = typeof value === "string" ? value : "";
  const [uploading, setUploading] = useState(false);
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    // The same file may be chosen again after a refusal: the input forgets it.
    input.value = "";
    const refusal = uploadRefusal(file);
    if (refusal) return setError(`Not uploaded: ${refusal}`);
    setUploading(true);
    const answer = await callSite("studioMedia", { file }).catch(() => null);
    setUploading(false);
    if (answer?.status !== 200) return setError(`Not uploaded: ${answer?.body.error ?? "the Studio's server did not answer"}`);
    setError(null);
    addMedia(answer.body.path);
    onChange(answer.body.path);
  };
  return (
    <>
      <div className={styles.picker}>
        {current ? <img src={current} alt="" width={32} height={32} className={styles.thumb} /> : null}
        <select id={id} name={name} value={current} onChange={(event) => onChange(event.target.value)} className={styles.input}>
          {optional || !media.includes(current) ? (
            <option value="">{current && !media.includes(current) ? `Missing: ${current}` : "— no image —"}</option>
          ) : null}
          {media.map((path) => (
            <option key={path} value={path}>
              {path.replace(/^\/media\//, "")}
            </option>
          ))}
        </select>
        <ChoosePicture
          label={label}
          current={current}
          onPick={(picture) => {
            // Uploaded in the library: the select must have the picture to show it.
            if (!media.includes(picture.path)) addMedia(picture.path);
            if (onPick) onPick(picture);
            else onChange(picture.path);
          }}
        />
      </div>
      <label className={styles.upload}>
        <span>
          Upload an image for {label.toLowerCase()} ({uploadRule}){uploading ? " — uploading…" : ""}
        </span>
        <input type="file" accept={uploadTypes.join(",")} onChange={(event) => void upload(event.target)} />
      </label>
      {error ? (
        <p role="alert" className={styles.fieldProblems}>
          {error}
        </p>
      ) : null}
    </>
  );
}
