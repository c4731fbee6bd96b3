"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { hostnameOf } from "@/domain/allowed-hosts";

const subscribe = () => () => {};

/**
 * The client half of spec §5's host check: the page is only shown when the window's own host is on
 * the allow-list (a copy served under another name, e.g. through a mirror, shows the 403 view).
 */
export function HostGuard({ allowedHostnames, denied, children }: { allowedHostnames: string[]; denied: ReactNode; children: ReactNode }) {
  const allowed = useSyncExternalStore(
    subscribe,
    () => allowedHostnames.includes(hostnameOf(window.location.host) ?? ""),
    () => true,
  );
  return allowed ? children : denied;
}
