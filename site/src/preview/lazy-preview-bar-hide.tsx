"use client";

import { lazy, Suspense } from "react";

// Only preview builds show the bar: production pages do not download its button's code.
const PreviewBarHide = lazy(() => import("./preview-bar-hide").then((module) => ({ default: module.PreviewBarHide })));

export function LazyPreviewBarHide() {
  return (
    <Suspense fallback={null}>
      <PreviewBarHide />
    </Suspense>
  );
}
