"use client";

import { lazy, Suspense } from "react";
import type { DraftBarTexts } from "./review-bar-texts";

// Only a reviewer in draft mode sees the bar: its code loads then, not with every visitor's page.
const DraftBar = lazy(() => import("./draft-bar").then((module) => ({ default: module.DraftBar })));

export function LazyDraftBar({ texts }: { texts: DraftBarTexts }) {
  return (
    <Suspense fallback={null}>
      <DraftBar texts={texts} />
    </Suspense>
  );
}
