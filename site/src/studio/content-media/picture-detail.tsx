"use client";
// One picture of the library: click on it (or move with the arrow keys) to set where a crop keeps its subject,
// describe it (alt text, or decorative), save that to its entry, and use it in the field.
import { useState, type KeyboardEvent, type MouseEvent } from "react";
import type { FocalPoint } from "@storyfront/schemas";
import { callSite } from "@/api-client/call-site";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { nameOf } from "./picture-search";
import { rememberPicture } from "./use-media-library";
import styles from "./content-media.module.css";

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

export function PictureDetail({ picture, onUse }: { picture: MediaLibraryPicture; onUse: (picture: MediaLibraryPicture) => void }) {
  const [alt, setAlt] = useState(picture.entry?.alt ?? "");
  const [decorative, setDecorative] = useState(picture.entry?.decorative ?? false);
  const [focal, setFocal] = useState<FocalPoint | undefined>(picture.entry?.focal);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  const pointAt = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.querySelector("img")?.getBoundingClientRect();
    if (!box) return;
    setFocal({ x: round((event.clientX - box.left) / box.width), y: round((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: [-0.05, 0], ArrowRight: [0.05, 0], ArrowUp: [0, -0.05], ArrowDown: [0, 0.05] }[event.key];
    if (!step) return;
    event.preventDefault();
    const from = focal ?? { x: 0.5, y: 0.5 };
    setFocal({ x: round(from.x + step[0]!), y: round(from.y + step[1]!) });
  };
  const save = async () => {
    const entry = { alt: decorative ? "" : alt.trim(), ...(decorative ? { decorative: true } : {}), ...(focal ? { focal } : {}) };
    const answer = await callSite("studioMediaEntry", { body: { path: picture.path, entry } }).catch(() => null);
    if (answer?.status !== 200)
      return setStatus({ error: true, text: `Not saved: ${answer?.body.error ?? "the Studio's server did not answer"}` });
    rememberPicture(answer.body.picture);
    setStatus({ error: false, text: "Saved" });
  };
  // "Use" proposes the alt text as the form shows it, saved or not: the block gets what the marketer sees.
  const withFormText = (): MediaLibraryPicture =>
    decorative ? { ...picture, entry: { alt: "", decorative: true } } : alt.trim() ? { ...picture, entry: { alt: alt.trim() } } : picture;
  const position = focal ? `${Math.round(focal.x * 100)}% from the left, ${Math.round(focal.y * 100)}% from the top` : "not set (centre)";

  return (
    <section className={styles.detail} aria-label={`Picture ${nameOf(picture.path).name}`}>
      <button
        type="button"
        className={styles.focalArea}
        onClick={pointAt}
        onKeyDown={nudge}
        aria-label={`Set focal point; now ${position}`}
      >
        {/* Its size reserved before it loads: a click then lands where the picture will be, not on an empty line. */}
        <img src={picture.path} alt="" width={picture.width || undefined} height={picture.height || undefined} className={styles.preview} />
        {focal ? <span className={styles.focalMark} style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} aria-hidden /> : null}
      </button>
      <p className={styles.meta}>Focal point: {position}. Crops keep it in view.</p>
      {focal ? (
        <button type="button" className={styles.secondary} onClick={() => setFocal(undefined)}>
          Clear focal point
        </button>
      ) : null}
      <label className={styles.label}>
        Alt text
        <input className={styles.input} value={alt} disabled={decorative} onChange={(event) => setAlt(event.target.value)} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> Decorative (no alt text)
      </label>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void save()}>
          Save picture details
        </button>
        <button type="button" className={styles.primary} onClick={() => onUse(withFormText())}>
          Use this picture
        </button>
      </div>
      {status ? (
        <p role={status.error ? "alert" : "status"} className={status.error ? styles.error : styles.meta}>
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
