"use client";
// The rendered page beside the text: a frame showing /studio/preview, which renders the draft with the site's
// own views and MDX renderer. Each edit is stored there (debounced) and the frame told to re-render in place.
import type { MdxContent } from "@storyfront/content-model";
import { useEffect, useRef, useState } from "react";
import { CanvasFrame } from "../editor/canvas-frame";
import { callSite } from "@/api-client/call-site";
import { previewMessages } from "./preview-refresh";
import { branchQuery, useOnlineBranch } from "../online/branch-context";
import styles from "./page-studio.module.css";

const debounce = 250;

/** session: this editor's own draft in the server's memory (made by the server, so the frame's address hydrates as rendered). */
export function PreviewFrame({ file, session, page, width }: { file: string; session: string; page: MdxContent; width: number }) {
  const [shown, setShown] = useState(0);
  const online = useOnlineBranch();
  const frame = useRef<HTMLIFrameElement>(null);
  const opened = useRef(JSON.stringify(page));
  const edits = useRef(0);
  const stored = useRef(0);

  useEffect(() => {
    const refresh = () => frame.current?.contentWindow?.postMessage({ type: previewMessages.refresh }, window.location.origin);
    const onMessage = (event: MessageEvent<{ type?: string; version?: number }>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type !== previewMessages.shown) return;
      const version = Number(event.data.version ?? 0);
      setShown(version);
      // The frame (re)loaded with an older draft than the one stored: it missed a message while loading.
      if (version < stored.current) refresh();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    // The frame shows the file as opened until the first edit.
    if (stored.current === 0 && JSON.stringify(page) === opened.current) return;
    const version = ++edits.current;
    const timer = setTimeout(async () => {
      const answer = await callSite("studioPreview", { body: { file, session, version, document: page } }).catch(() => null);
      if (answer?.status !== 200 || version < stored.current) return;
      stored.current = version;
      frame.current?.contentWindow?.postMessage({ type: previewMessages.refresh }, window.location.origin);
    }, debounce);
    return () => clearTimeout(timer);
  }, [file, page, session]);

  return (
    <CanvasFrame width={width}>
      <iframe
        ref={frame}
        src={`/studio/preview?file=${encodeURIComponent(file)}&session=${session}${branchQuery(online)}`}
        title="Rendered page"
        data-shown-version={shown}
        className={styles.preview}
      />
    </CanvasFrame>
  );
}
