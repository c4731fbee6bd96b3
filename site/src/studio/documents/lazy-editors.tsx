"use client";
// The long-form and library editors in chunks of their own: the /studio route serves every kind of document, and
// imported statically they (with the MDX tooling, yaml and the schemas behind their forms) downloaded and ran on
// every landing's open too. Still server-rendered; only the chunk waits until one of them is drawn.
import dynamic from "next/dynamic";

export const LazyPageStudio = dynamic(() => import("../long-form/page-studio").then((module) => module.PageStudio));
export const LazyLibraryStudio = dynamic(() => import("../library/library-studio").then((module) => module.LibraryStudio));
