"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// Only signed-in visitors with a trial or demo project ever see the banner: its code loads when it is due.
const ProjectTrialBanner = lazy(() => import("./project-trial-banner").then((module) => ({ default: module.ProjectTrialBanner })));

export function LazyTrialBanner(props: ComponentProps<typeof ProjectTrialBanner>) {
  return (
    <Suspense fallback={null}>
      <ProjectTrialBanner {...props} />
    </Suspense>
  );
}
