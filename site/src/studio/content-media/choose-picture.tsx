"use client";
// A picture field's "Choose picture…" button and the media library it opens. Picking a picture hands the field the
// picture with its library alt text and pixel size; focus returns to the button whichever way the dialog closes.
import { useEffect, useRef, useState } from "react";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";
import { MediaLibraryDialog } from "./media-library-dialog";
import { useMediaLibrary } from "./use-media-library";
import styles from "./content-media.module.css";

export function ChoosePicture({
  label,
  current,
  onPick,
}: {
  label: string;
  current: string;
  onPick: (picture: MediaLibraryPicture) => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  // Asked for as soon as the marketer comes near the button, so the grid paints at once on the click.
  useMediaLibrary(hovered);
  // Focus goes back once the dialog is gone: while a modal dialog is open, the page behind it cannot take focus.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.secondary}
        aria-haspopup="dialog"
        onPointerEnter={() => setHovered(true)}
        onFocus={() => setHovered(true)}
        onClick={() => setOpen(true)}
      >
        Choose picture…
      </button>
      {open ? (
        <MediaLibraryDialog
          label={label}
          current={current}
          onClose={close}
          onPick={(picture) => {
            onPick(picture);
            close();
          }}
        />
      ) : null}
    </>
  );
}

/** The image object a block gets when a picture is picked: the library's alt text and the file's own size. */
export function proposedImage(picture: MediaLibraryPicture, image: Record<string, unknown>): Record<string, unknown> {
  return {
    ...image,
    src: picture.path,
    ...(picture.entry ? { alt: picture.entry.decorative ? "" : picture.entry.alt } : {}),
    ...(picture.width && picture.height ? { width: picture.width, height: picture.height } : {}),
  };
}
