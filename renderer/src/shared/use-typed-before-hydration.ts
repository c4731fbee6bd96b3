"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * Hands what a visitor typed into a server-rendered field before the page's scripts ran to the form's state,
 * once, right after hydration. React keeps the field's text when it hydrates but not in the state, so the next
 * render would empty the field (and a valid e-mail would leave submit disabled). On a slow phone the page shows
 * seconds before its scripts have run, and the footer and landing blocks hydrate at low priority, so this is no
 * rare race.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: ((typed: string) => void) | undefined,
) {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const element = field.current;
    if (element && adopt && element.value !== value) adopt(element.value);
  }, [field, value, adopt]);
}
