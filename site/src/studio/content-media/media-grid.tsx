"use client";
// The library's grid: one button per picture with its name, folder, file size and pixel size. The first screenful
// or two are drawn, and more as the grid scrolls to its end (or by the button there, for a keyboard): 500 cards drawn
// at once took most of a second to open and a tenth of one per keystroke of the search. Thumbnails load lazily and
// off-screen cards skip layout and paint (content-visibility); cards are memoised, so a keystroke only adds and
// removes cards.
import { memo, useCallback, useEffect, useRef, useState } from "react";
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

/** Cards drawn at first and added at each scroll to the end: six rows of four at 1440 px, more than the grid shows. */
const gridPage = 24;

/** Draws `gridPage` more cards when the end of the grid scrolls into view. */
function MoreWhenSeen({ onSeen }: { onSeen: () => void }) {
  const marker = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && onSeen(), {
      // The grid scrolls on its own: its end is seen in it, a screenful ahead.
      root: element.parentElement,
      rootMargin: "400px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onSeen]);
  return <li ref={marker} aria-hidden="true" className={styles.more} />;
}

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
  // A new search starts again from the first cards (state reset while rendering, as React advises for derived state).
  const [limit, setLimit] = useState({ pictures, count: gridPage });
  if (limit.pictures !== pictures) setLimit({ pictures, count: gridPage });
  const more = useCallback(() => setLimit((now) => ({ ...now, count: now.count + gridPage })), []);
  if (pictures.length === 0) return <p className={styles.empty}>No picture matches.</p>;
  const left = pictures.length - limit.count;
  return (
    <>
      <ul className={styles.grid} aria-label="Pictures">
        {pictures.slice(0, limit.count).map((picture) => (
          <Card
            key={picture.path}
            picture={picture}
            selected={picture.path === selected}
            current={picture.path === current}
            onSelect={onSelect}
          />
        ))}
        {left > 0 ? <MoreWhenSeen onSeen={more} /> : null}
      </ul>
      {left > 0 ? (
        <button type="button" className={styles.showMore} onClick={more}>
          Show {Math.min(left, gridPage)} more pictures ({left} not shown yet)
        </button>
      ) : null}
    </>
  );
}
