"use client";
// The content media library, opened from a picture field: every picture of content/media in a searchable grid,
// one picture's details (focal point, alt text), upload. A modal <dialog>: the page behind is inert (focus stays
// inside), Escape closes it, and focus goes back to the button that opened it.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { MediaGrid } from "./media-grid";
import { PictureDetail } from "./picture-detail";
import { matchesSearch, searchTextOf } from "./picture-search";
import { UploadForm } from "./upload-form";
import { useMediaLibrary } from "./use-media-library";
import styles from "./content-media.module.css";

const focusable = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: never out to the browser's bar. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const [first, last] = [controls[0], controls.at(-1)];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

interface Props {
  /** The field's label, for the dialog's title. */
  label: string;
  /** The field's picture now (marked in the grid, shown first in the details). */
  current: string;
  onPick: (picture: MediaLibraryPicture) => void;
  onClose: () => void;
}

export function MediaLibraryDialog({ label, current, onPick, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pictures, error } = useMediaLibrary(true);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string | null>(current || null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Lower-cased text per picture once per list, so a keystroke only compares strings.
  const searchable = useMemo(() => (pictures ?? []).map((picture) => ({ picture, text: searchTextOf(picture) })), [pictures]);
  const shown = useMemo(
    () => searchable.filter(({ text }) => matchesSearch(text, query)).map(({ picture }) => picture),
    [searchable, query],
  );
  const chosen = pictures?.find((picture) => picture.path === selected);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="content-media-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Chromium may close a modal dialog on a second Escape without a cancel event: the field hears of it all the same.
      onClose={onClose}
      onKeyDown={(event) => {
        // Escape is ours: the Studio's own keyboard handling prevents its default, which is what would close the dialog.
        if (event.key !== "Escape") return keepFocusInside(event);
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id="content-media-title" className={styles.title}>
          Media library: {label}
        </h2>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.browse}>
          <label className={styles.label}>
            Search pictures
            <input
              type="search"
              className={styles.input}
              value={query}
              placeholder="Name, folder or alt text"
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <p role="status" className={styles.meta}>
            {pictures === null ? (error ? "" : "Loading pictures…") : `${shown.length} of ${pictures.length} pictures`}
          </p>
          {error ? (
            <p role="alert" className={styles.error}>
              The library did not load: {error}
            </p>
          ) : null}
          <MediaGrid pictures={shown} selected={selected} current={current} onSelect={(picture) => setSelected(picture.path)} />
        </div>
        <div className={styles.side}>
          {chosen ? <PictureDetail key={chosen.path} picture={chosen} onUse={onPick} /> : null}
          <UploadForm onUploaded={(picture) => setSelected(picture.path)} />
        </div>
      </div>
    </dialog>
  );
}
