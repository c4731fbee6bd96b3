"use client";

import { useEffect } from "react";
import { whenIdle } from "@/ui/when-idle";

let warned = false;

/** The console warning against Self-XSS (spec §1), printed once per page load, when the page has started. */
export function SelfXssWarning({ title, text }: { title: string; text: string }) {
  useEffect(() => {
    if (warned) return;
    return whenIdle(() => {
      warned = true;
      console.log(`%c${title}`, "color:#d32f2f;font-size:40px;font-weight:700;");
      console.log(`%c${text}`, "font-size:16px;");
    });
  }, [title, text]);
  return null;
}
