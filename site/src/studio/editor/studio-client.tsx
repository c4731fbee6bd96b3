"use client";
// The Studio is drawn in the browser only: server-rendering the editor in next dev (Puck and every block on the
// canvas, in React's development build) cost more before the first byte than hydrating it saved. Imported
// statically, not lazily, so its code downloads with the page's instead of after it.
import { useSyncExternalStore } from "react";
import { StudioApp, type StudioAppProps } from "./studio-app";

const subscribe = () => () => {};

export function StudioClient(props: StudioAppProps) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? <StudioApp {...props} /> : <p style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>Opening the Studio…</p>;
}
