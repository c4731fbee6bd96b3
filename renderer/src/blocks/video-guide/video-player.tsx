"use client";
// Island: the browser's own video controls took three Tab stops, two without a visible focus ring (issue 42). The
// guide is one button instead — play and pause — with keys for the rest while it has focus; the picture itself
// plays and pauses on a click.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./video-guide.module.css";

interface VideoPlayerProps {
  title: string;
  poster: { src: string; width: number; height: number };
  labels: { play: string; pause: string; keys: string };
  /** The <source> and <track> elements. */
  children: ReactNode;
}

const skipSeconds = 5;

export function VideoPlayer({ title, poster, labels, children }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setStarted(true);
      // A video that cannot play (offline, blocked) fires "play" and then fails: the button says Play again.
      element.play().catch(() => setPlaying(false));
    } else element.pause();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const element = video.current;
    if (!element) return;
    const key = event.key.toLowerCase();
    if (key === "arrowleft" || key === "arrowright") element.currentTime += (key === "arrowleft" ? -1 : 1) * skipSeconds;
    else if (key === "m") element.muted = !element.muted;
    else if (key === "f")
      void (document.fullscreenElement ? document.exitFullscreen() : element.requestFullscreen()).catch(() => undefined);
    else return;
    event.preventDefault();
  };
  const keysId = useId();
  return (
    <div className={styles.player} data-started={started}>
      <video
        ref={video}
        className={styles.video}
        preload="none"
        poster={poster.src}
        width={poster.width}
        height={poster.height}
        aria-label={title}
        tabIndex={-1}
        playsInline
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {children}
      </video>
      <button
        type="button"
        className={styles.play}
        onClick={toggle}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="ArrowLeft ArrowRight M F"
        aria-describedby={keysId}
      >
        <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
        <span className={styles.visuallyHidden}>
          {playing ? labels.pause : labels.play}: {title}
        </span>
      </button>
      <p id={keysId} className={styles.keys}>
        {labels.keys}
      </p>
    </div>
  );
}
