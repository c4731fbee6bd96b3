"use client";

import { useEffect } from "react";

let warned = false;

/** The console warning against Self-XSS (spec §1), printed once per page load. */
export function SelfXssWarning({ title, text }: { title: string; text: string }) {
  useEffect(() => {
    if (warned) return;
    warned = true;
    console.log(`%c${title}`, "color:#d32f2f;font-size:40px;font-weight:700;");
    console.log(`%c${text}`, "font-size:16px;");
  }, [title, text]);
  return null;
}
