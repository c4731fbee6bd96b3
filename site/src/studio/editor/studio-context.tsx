"use client";
// What the editor's fields and canvas need besides Puck's data: the libraries of the edited locale, the media
// files and the block labels (StudioData, stable while editing), and the checker's latest problems (a context of
// their own: a new answer re-renders the problem lines under the fields, not every block on the canvas).
import type { ContentLibrary, Problem } from "@storyfront/content-model";
import type { BlockLabels } from "@storyfront/renderer";
import { createContext, useContext } from "react";
import type { PickerEntry } from "@storyfront/content-store/library-data";
import type { TranslationState } from "../translations/translation-state";

export type { PickerEntry };

export interface StudioData {
  /** Picker entries per library collection (reviews, logos…), by name. */
  pickers: Record<string, PickerEntry[]>;
  library: ContentLibrary;
  /** MDX text of rich-text sources in the edited locale, by source path. */
  richTexts: Record<string, string>;
  media: string[];
  /** Adds an uploaded file to the media list. */
  addMedia: (path: string) => void;
  labels: BlockLabels;
  /** A translation's English source file (parsed), to show its text under each field; null for the source itself. */
  source: Record<string, unknown> | null;
  /** The translations report's word on the edited translation (null for a source file). */
  translation?: TranslationState | null;
  /** The document as opened (or last reloaded): a field edited since loses its "older" flag. */
  opened?: Record<string, unknown>;
  /** The solutions template of the edited locale (settings/site.json), for a catalogue entry's canvas. */
  template: unknown;
}

export const StudioDataContext = createContext<StudioData | null>(null);
export const ProblemsContext = createContext<readonly Problem[]>([]);

/** The checker's errors and warnings for the document in memory. */
export const useProblems = () => useContext(ProblemsContext);

export function useStudioData(): StudioData {
  const data = useContext(StudioDataContext);
  if (!data) throw new Error("useStudioData outside the Studio");
  return data;
}
