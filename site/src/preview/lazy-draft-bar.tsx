"use client";

import { lazy, Suspense } from "react";

// Only a reviewer in draft mode sees the bar: its code loads then, not with every visitor's page.
const DraftBar = lazy(() => import("./draft-bar").then((module) => ({ default: module.DraftBar })));

export function LazyDraftBar() {
  return (
    <Suspense fallback={null}>
      <DraftBar />
    </Suspense>
  );
}
