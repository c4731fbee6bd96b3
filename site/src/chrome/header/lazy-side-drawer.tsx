"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// The drawer's code loads the first time a visitor opens it (most never do on a wide screen), not with every page.
const SideDrawer = lazy(() => import("./side-drawer").then((module) => ({ default: module.SideDrawer })));

export function LazySideDrawer(props: ComponentProps<typeof SideDrawer>) {
  return (
    <Suspense fallback={null}>
      <SideDrawer {...props} />
    </Suspense>
  );
}
