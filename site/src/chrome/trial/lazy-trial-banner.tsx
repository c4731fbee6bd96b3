"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// Only signed-in visitors with a trial or demo project ever see the banner: its code loads when it is due.
const TrialBanner = lazy(() => import("./trial-banner").then((module) => ({ default: module.TrialBanner })));

export function LazyTrialBanner(props: ComponentProps<typeof TrialBanner>) {
  return (
    <Suspense fallback={null}>
      <TrialBanner {...props} />
    </Suspense>
  );
}
