"use client";
// The frame of the Studio around a document edited outside the block canvas (a long-form page, a library entry):
// the navigation, the language, undo and redo (buttons and Ctrl+Z / Ctrl+Shift+Z), Save, proposing the change,
// the save status and a file changed on disk, new / duplicate / delete, and the guard for unsaved edits; the
// editor's own columns go inside.
import type { ContentLibrary, Problem } from "@storyfront/content-model";
import { defaultBlockLabels } from "@storyfront/renderer";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { LanguageSelect } from "../editor/header-controls";
import { ProposePanel } from "../editor/propose-panel";
import { useOnlineBranch } from "../online/branch-context";
import { BranchLinks } from "../online/branch-links";
import { SaveStatus } from "../editor/save-status";
import { PanelFocus } from "../editor/panel-focus";
import { DocumentActions } from "./document-actions";
import { ProblemsContext, StudioDataContext, type PickerEntry, type StudioData } from "../editor/studio-context";
import { useOpenInStudio } from "../editor/open-in-studio";
import styles from "../editor/studio.module.css";
import { DocumentPicker } from "./document-picker";
import type { StudioDocument } from "@storyfront/content-store/document-list";

/** What the server hands every document editor besides the document itself. */
export interface DocumentContext {
  file: string;
  hash: string;
  locale: string;
  /** The same document in the other locales of its variant; null where it has no translation. */
  localeFiles: { locale: string; file: string | null }[];
  documents: StudioDocument[];
  pickers: Record<string, PickerEntry[]>;
  routes: string[];
  media: string[];
}

interface Editing {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  save: () => Promise<void>;
  reload: () => void;
  unsaved: boolean;
  status: string;
  conflict: boolean;
  /** Runs a navigation at once, or after the leave dialog when edits are unsaved (use-document-session). */
  leave: (go: () => void) => void;
  dialogs: ReactNode;
}

const emptyLibrary = {
  logos: new Map(),
  reviews: new Map(),
  caseStudies: new Map(),
  whitePapers: new Map(),
  awards: new Map(),
  richText: () => undefined,
} satisfies ContentLibrary;

export function DocumentShell({
  context,
  editing,
  problems,
  source,
  headerExtra,
  children,
}: {
  context: DocumentContext;
  editing: Editing;
  problems: Problem[];
  /** A translation's English source (its fields), shown under each field; null for the source itself. */
  source: Record<string, unknown> | null;
  headerExtra?: ReactNode;
  children: ReactNode;
}) {
  const { file, locale, localeFiles, documents } = context;
  const { canUndo, canRedo, undo, redo, save, reload, unsaved, status, conflict, leave, dialogs } = editing;
  const [proposing, setProposing] = useState(false);
  const online = useOnlineBranch();
  const [documentActions, setDocumentActions] = useState(false);
  const openInStudio = useOpenInStudio();
  const go = (next: string) => leave(() => openInStudio(next));
  const [media, setMedia] = useState(context.media);
  const data = useMemo<StudioData>(
    () => ({
      pickers: context.pickers,
      library: emptyLibrary,
      richTexts: {},
      media,
      addMedia: (path) => setMedia((list) => [...new Set([...list, path])].sort()),
      labels: defaultBlockLabels,
      source,
      template: null,
    }),
    [context.pickers, media, source],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" || key === "y") {
        event.preventDefault();
        if (key === "y" || event.shiftKey) redo();
        else undo();
      } else if (key === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [redo, save, undo]);

  return (
    <StudioDataContext.Provider value={data}>
      <ProblemsContext.Provider value={problems}>
        {/* data-studio-ready: set once React has attached the handlers (specs wait for it). */}
        <div className={styles.studio} ref={(element) => element?.setAttribute("data-studio-ready", "")}>
          <header className={styles.header}>
            <h1 className={styles.title}>Storyfront Studio</h1>
            <DocumentPicker documents={documents} file={file} onGo={go} />
            {localeFiles.length > 1 ? <LanguageSelect locale={locale} localeFiles={localeFiles} onGo={go} /> : null}
            {headerExtra}
            <div className={styles.actions}>
              <button type="button" onClick={undo} disabled={!canUndo}>
                Undo
              </button>
              <button type="button" onClick={redo} disabled={!canRedo}>
                Redo
              </button>
              <button type="button" className={styles.primary} onClick={() => void save()}>
                Save
              </button>
              <button type="button" onClick={() => setDocumentActions(true)}>
                New, duplicate, delete…
              </button>
              {online ? (
                <BranchLinks className={styles.branch} />
              ) : (
                <button type="button" onClick={() => setProposing(true)}>
                  Propose change
                </button>
              )}
            </div>
          </header>
          <SaveStatus file={file} unsaved={unsaved} status={status} conflict={conflict} onReload={reload} />
          {/* The editor, and the panels that open over it: below the header, never over Save and Propose. */}
          <div className={styles.below}>
            {children}
            {documentActions ? (
              <PanelFocus onClose={() => setDocumentActions(false)}>
                <DocumentActions file={file} onOpen={go} onClose={() => setDocumentActions(false)} />
              </PanelFocus>
            ) : null}
            {proposing ? (
              <PanelFocus onClose={() => setProposing(false)}>
                <ProposePanel unsaved={unsaved} onClose={() => setProposing(false)} />
              </PanelFocus>
            ) : null}
          </div>
          <datalist id="studio-routes">
            {context.routes.map((route) => (
              <option key={route} value={route} />
            ))}
          </datalist>
          {dialogs}
        </div>
      </ProblemsContext.Provider>
    </StudioDataContext.Provider>
  );
}
