"use client";
// What the editor's fields and canvas need besides Puck's data: the libraries of the edited locale, the media
// files, the block labels and the checker's latest problems.
import type { ContentLibrary } from "@storyfront/content-model";
import type { Problem } from "@storyfront/content-model";
import type { BlockLabels } from "@storyfront/renderer";
import { createContext, useContext } from "react";
import type { TranslationState } from "../translations/translation-state";

export interface PickerEntry {
  slug: string;
  name: string;
  image?: string;
}

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
  problems: Problem[];
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

export function useStudioData(): StudioData {
  const data = useContext(StudioDataContext);
  if (!data) throw new Error("useStudioData outside the Studio");
  return data;
}
