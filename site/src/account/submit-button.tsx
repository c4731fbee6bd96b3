"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/ui/use-hydrated";
import buttons from "@/styles/buttons.module.css";

/**
 * A form's submit button, busy while the form is sent, and off until the page has hydrated: sent natively
 * before, a sign-in form would put the password in the URL.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={buttons.button} disabled={pending || !hydrated} aria-busy={pending}>
      {children}
    </button>
  );
}
