"use client";
// The library's grid: one button per picture with its name, folder, file size and pixel size. Every picture is in
// the page (reachable by Tab and by find-in-page); thumbnails load lazily and off-screen cards skip layout and paint
// (content-visibility), so 500 pictures open and filter within a frame. Cards are memoised: a keystroke only adds
// and removes cards, it never re-renders the ones that stay.
import { memo } from "react";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { byteSize, nameOf } from "./picture-search";
import styles from "./content-media.module.css";

const Card = memo(function Card({
  picture,
  selected,
  current,
  onSelect,
}: {
  picture: MediaLibraryPicture;
  selected: boolean;
  current: boolean;
  onSelect: (picture: MediaLibraryPicture) => void;
}) {
  const { name, folder } = nameOf(picture.path);
  const size = picture.width && picture.height ? `${picture.width} × ${picture.height} px` : "size unknown";
  return (
    <li className={styles.cell}>
      <button type="button" className={styles.card} aria-pressed={selected} onClick={() => onSelect(picture)}>
        <img src={picture.path} alt="" className={styles.thumb} loading="lazy" decoding="async" />
        <span className={styles.name}>
          {name}
          {current ? " (in this field)" : ""}
        </span>
        <span className={styles.meta}>{folder}</span>
        <span className={styles.meta}>
          {byteSize(picture.bytes)} · {size}
        </span>
        {picture.entry ? null : <span className={styles.meta}>No alt text yet</span>}
      </button>
    </li>
  );
});

export function MediaGrid({
  pictures,
  selected,
  current,
  onSelect,
}: {
  pictures: readonly MediaLibraryPicture[];
  selected: string | null;
  current: string;
  onSelect: (picture: MediaLibraryPicture) => void;
}) {
  if (pictures.length === 0) return <p className={styles.empty}>No picture matches.</p>;
  return (
    <ul className={styles.grid} aria-label="Pictures">
      {pictures.map((picture) => (
        <Card
          key={picture.path}
          picture={picture}
          selected={picture.path === selected}
          current={picture.path === current}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
