"use client";
// The media library of the Studio: every image editors uploaded, newest first, searchable by name and alt text, with
// an upload form. With `onPick` each picture is a button that hands the chosen image (its variants' site URLs, alt
// text and size) to the caller, e.g. the article editor's image field in a dialog; without it the library is a page.
import type { ImageVariants, MediaItem } from "@storyfront/schemas";
import { useCallback, useEffect, useId, useState } from "react";
import { byteSize, listMedia, type MediaPage } from "./media-calls";
import { UploadForm } from "./upload-form";
import styles from "./media-library.module.css";

export type PickedMedia = { id: number; url: string; alt: string; width: number; height: number; variants: ImageVariants };

export type MediaLibraryProps = {
  onPick?: (picked: PickedMedia) => void;
  onClose?: () => void;
};

const perPage = 24;

const picked = (item: MediaItem): PickedMedia => ({
  id: item.id,
  url: item.variants.desktop,
  alt: item.alt,
  width: item.width,
  height: item.height,
  variants: item.variants,
});

export function MediaLibrary({ onPick, onClose }: MediaLibraryProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<MediaPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let current = true;
    // Typing waits a moment before asking, so a word is one request, not one per letter.
    const timer = setTimeout(() => {
      listMedia(query, page, perPage)
        .then((answer) => current && (setList(answer), setError(null)))
        .catch((failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, page, reload]);

  const stored = useCallback(() => {
    setQuery("");
    setPage(1);
    setReload((count) => count + 1);
  }, []);

  const pageCount = list?.meta.pageCount ?? 0;
  return (
    <section className={styles.library} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          Media library
        </h1>
        {onClose ? (
          <button type="button" className={styles.button} onClick={onClose}>
            Close
          </button>
        ) : null}
      </header>
      <UploadForm onStored={stored} />
      <div className={styles.search}>
        <label htmlFor={`${id}-q`}>Search by name or alt text</label>
        <input
          id={`${id}-q`}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <p role="status" aria-live="polite" className={error ? styles.error : styles.note}>
        {error ?? (list ? `${list.meta.totalCount} ${list.meta.totalCount === 1 ? "image" : "images"}` : "Loading…")}
      </p>
      <ul className={styles.grid} aria-label="Images">
        {list?.items.map((item) => (
          <li key={item.id} className={styles.card}>
            <MediaCard item={item} onPick={onPick} />
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className={styles.pages} aria-label="Pages of images">
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {pageCount}
          </span>
          <button type="button" className={styles.button} disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function MediaCard({ item, onPick }: { item: MediaItem; onPick?: (picked: PickedMedia) => void }) {
  const details = `${item.width} × ${item.height}, ${byteSize(item.size)}`;
  const picture = (
    // The phone size, the smallest variant, is enough for a grid cell; a plain <img>: the file is already a sized webp.
    <img
      src={item.variants.phone}
      alt={item.alt}
      loading="lazy"
      width={item.variantSizes.phone.width}
      height={item.variantSizes.phone.height}
    />
  );
  const caption = (
    <span className={styles.caption}>
      <span className={styles.name}>{item.name}</span>
      <span className={styles.details}>{details}</span>
    </span>
  );
  if (!onPick) {
    return (
      <figure className={styles.figure}>
        {picture}
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  return (
    <button
      type="button"
      className={styles.pick}
      onClick={() => onPick(picked(item))}
      aria-label={`Use ${item.name}: ${item.alt} (${details})`}
    >
      {picture}
      {caption}
    </button>
  );
}
