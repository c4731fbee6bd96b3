"use client";
// The Studio: Puck's canvas and fields in a layout of our own (block list, canvas at a chosen width, problems
// and fields), checking the document in memory as it changes and saving it through the server.
import { createUsePuck, Puck, type Data } from "@puckeditor/core";
import type { ContentLibrary } from "@storyfront/content-model";
import type { BlockLabels } from "@storyfront/renderer";
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { DocumentPicker } from "../documents/document-picker";
import type { StudioDocument } from "@storyfront/content-store/document-list";
import type { EditorFields } from "../fields/block-fields";
import { BlockList } from "./block-list";
import { canvasTextTransforms } from "./canvas-text-transform";
import { CanvasStyles } from "./canvas-styles";
import { DeselectGestures, PageSettingsButton, SelectableCanvas, SelectionThroughHistory } from "./page-selection";
import { fromPuckData, toPuckData, type LandingFields } from "./landing-data";
import { ViewportButtons } from "./header-controls";
import { useTypedDocument } from "./use-typed-document";
import { useOpenInStudio } from "./open-in-studio";
import { PageActions } from "./page-actions";
import { PanelFocus } from "./panel-focus";
import { ProblemList } from "./problem-list";
import { ProposePanel } from "./propose-panel";
import { useOnlineBranch } from "../online/branch-context";
import { BranchLinks } from "../online/branch-links";
import { catalogueConfig, studioConfig } from "./puck-config";
import { useDocumentSession } from "../document-session/use-document-session";
import { SaveStatus } from "./save-status";
import { ProblemsContext, StudioDataContext, type PickerEntry } from "./studio-context";
import styles from "./studio.module.css";
import { TranslationSummary } from "./translation-summary";
import type { TranslationState } from "../translations/translation-state";

type Json = Record<string, unknown>;

export interface StudioAppProps {
  file: string;
  /** A landing (blocks of its own) or a catalogue entry (fields that the solutions template makes a page of). */
  kind: "landing" | "catalogue";
  /** The file's fields, read from the schemas on the server (fields/block-fields.ts). */
  fields: EditorFields;
  template: unknown;
  text: string;
  hash: string;
  variant: "com" | "ru";
  /** The variants that serve the page: the Variant menu offers no site that answers 404. */
  variants: readonly ("com" | "ru")[];
  locale: string;
  /** Other files of the same landing, by locale; null where the locale has no translation. */
  localeFiles: { locale: string; file: string | null }[];
  /** Every document the Studio opens, for its navigation. */
  documents: StudioDocument[];
  pickers: Record<string, PickerEntry[]>;
  library: Record<Exclude<keyof ContentLibrary, "richText">, [string, unknown][]>;
  richTexts: Record<string, string>;
  /** Internal routes a link may take on this variant and locale, offered as suggestions. */
  routes: string[];
  media: string[];
  labels: BlockLabels;
  /** A translation's English source file as text; null when editing the source. */
  sourceText: string | null;
  /** The translations report's word on this translation; null when editing the source. */
  translation: TranslationState | null;
}

const usePuck = createUsePuck();
// The frame's styles come from CanvasStyles (copied, not fetched again).
const canvasFrame = { enabled: true, syncHostStyles: false };
const overrides = { iframe: CanvasStyles };

function HistoryButtons() {
  const back = usePuck((state) => state.history.back);
  const forward = usePuck((state) => state.history.forward);
  const hasPast = usePuck((state) => state.history.hasPast);
  const hasFuture = usePuck((state) => state.history.hasFuture);
  return (
    <>
      <button type="button" onClick={() => back()} disabled={!hasPast}>
        Undo
      </button>
      <button type="button" onClick={() => forward()} disabled={!hasFuture}>
        Redo
      </button>
    </>
  );
}

function open(text: string, fields: LandingFields) {
  const data = JSON.parse(text) as Json;
  return { data, keyOrder: Object.keys(data), puck: toPuckData(data, fields) };
}

export function StudioApp(props: StudioAppProps) {
  const catalogue = props.kind === "catalogue";
  const fields = useMemo<LandingFields>(() => ({ root: props.fields.root, blocks: new Map(props.fields.blocks) }), [props.fields]);
  const config = useMemo(() => (catalogue ? catalogueConfig(fields.root) : studioConfig(fields)), [catalogue, fields]);
  const library = useMemo(
    () =>
      ({
        ...Object.fromEntries(Object.entries(props.library).map(([name, entries]) => [name, new Map(entries)])),
        richText: (source: string) => props.richTexts[source],
      }) as unknown as ContentLibrary,
    [props.library, props.richTexts],
  );
  const source = useMemo(() => (props.sourceText ? (JSON.parse(props.sourceText) as Json) : null), [props.sourceText]);
  const [opened, setOpened] = useState(() => ({ ...open(props.text, fields), version: 0 }));
  const toDocument = useCallback((data: Data) => fromPuckData(data, fields, opened.keyOrder), [fields, opened.keyOrder]);
  const { current, onChange, replace, toSave } = useTypedDocument(opened.data, toDocument);
  const onReload = useCallback(
    (text: string) => {
      const next = open(text, fields);
      setOpened((previous) => ({ ...next, version: previous.version + 1 }));
      replace(next.data);
      return next.data;
    },
    [fields, replace],
  );
  const { problems, checked, status, conflict, unsaved, save, reload, leave, dialogs } = useDocumentSession({
    file: props.file,
    hash: props.hash,
    data: current,
    toSave,
    onReload,
  });
  // On a phone the canvas starts at a phone's width: a 1440 px page scaled into 360 px is unreadable.
  const [viewport, setViewport] = useState(() => (window.innerWidth < 900 ? 375 : 1440));
  const [proposing, setProposing] = useState(false);
  const online = useOnlineBranch();
  const [pageActions, setPageActions] = useState(false);
  const [media, setMedia] = useState(props.media);
  const addMedia = useCallback((path: string) => setMedia((list) => [...new Set([...list, path])].sort()), []);
  const openInStudio = useOpenInStudio();

  // Ctrl+S (⌘S) saves from anywhere in the Studio, as in a text editor, instead of the browser's "save page as".
  const onSaveKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "s" || event.altKey || event.shiftKey) return;
    event.preventDefault();
    void save();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onSaveKey(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  /** Escape in the fields goes back to the block they belong to in the block list (Enter there came here). */
  const backToBlockList = (event: ReactKeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const block = document.querySelector<HTMLElement>('[data-block-id][aria-current="true"]');
    if (!block) return;
    event.preventDefault();
    block.focus();
  };

  const go = (file: string, variant = props.variant) => leave(() => openInStudio(file, variant));

  // Stable while editing, so the canvas's blocks (Puck memoizes them by their props) re-render only when their own
  // fields change.
  const studioData = useMemo(
    () => ({
      pickers: props.pickers,
      library,
      richTexts: props.richTexts,
      media,
      addMedia,
      labels: props.labels,
      source,
      translation: props.translation,
      opened: opened.data,
      template: props.template,
    }),
    [props.pickers, library, props.richTexts, media, addMedia, props.labels, source, props.translation, opened.data, props.template],
  );
  const allProblems = useMemo(() => [...problems.errors, ...problems.warnings], [problems]);

  return (
    <StudioDataContext.Provider value={studioData}>
      <ProblemsContext.Provider value={allProblems}>
        <Puck
          key={opened.version}
          config={config}
          data={opened.puck}
          onChange={onChange}
          iframe={canvasFrame}
          overrides={overrides}
          fieldTransforms={canvasTextTransforms}
        >
          {/* data-studio-ready: set once React has attached the handlers (specs and the benchmark wait for it). */}
          <div className={styles.studio} ref={(element) => element?.setAttribute("data-studio-ready", "")}>
            <DeselectGestures />
            <SelectionThroughHistory />
            <header className={styles.header}>
              <h1 className={styles.title}>Storyfront Studio</h1>
              <DocumentPicker documents={props.documents} file={props.file} onGo={go} />
              <label className={styles.control}>
                <span>Variant</span>
                <select
                  value={props.variant}
                  onChange={(event) =>
                    go(
                      props.localeFiles.find((entry) => entry.locale === (event.target.value === "ru" ? "ru" : "en"))?.file ?? props.file,
                      event.target.value as "com" | "ru",
                    )
                  }
                >
                  {props.variants.map((entry) => (
                    <option key={entry} value={entry}>
                      {entry}
                    </option>
                  ))}
                </select>
              </label>
              <label className={`${styles.control} ${styles.language}`}>
                <span>Language</span>
                <select
                  value={props.locale}
                  onChange={(event) => go(props.localeFiles.find((entry) => entry.locale === event.target.value)?.file ?? props.file)}
                >
                  {props.localeFiles.map((entry) => (
                    <option key={entry.locale} value={entry.locale} disabled={!entry.file}>
                      {entry.locale}
                      {entry.file ? "" : " (no translation)"}
                    </option>
                  ))}
                </select>
              </label>
              <ViewportButtons viewport={viewport} onChange={setViewport} />
              <div className={styles.actions}>
                <HistoryButtons />
                <button type="button" className={styles.primary} onClick={save} aria-keyshortcuts="Control+S Meta+S" title="Save (Ctrl+S)">
                  Save
                </button>
                <button type="button" onClick={() => setPageActions(true)}>
                  Pages…
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
            <SaveStatus file={props.file} unsaved={unsaved} status={status} conflict={conflict} onReload={reload} />
            <div className={styles.body}>
              <aside aria-label="Blocks" className={styles.left}>
                {catalogue ? null : <PageSettingsButton />}
                {catalogue ? (
                  <p className={styles.note}>
                    An industry or feature page: its blocks come from the solutions template (settings/site.json). Edit the entry&apos;s
                    fields on the right; the canvas shows the page they make.
                  </p>
                ) : (
                  <BlockList />
                )}
              </aside>
              <SelectableCanvas width={viewport}>
                <Puck.Preview />
              </SelectableCanvas>
              <aside aria-label="Fields" className={styles.right} onKeyDown={backToBlockList}>
                <TranslationSummary document={current} />
                <ProblemList errors={problems.errors} warnings={problems.warnings} checked={checked} />
                <div data-studio-fields="" className={styles.fields}>
                  <Puck.Fields />
                </div>
              </aside>
              {/* The panels open over the canvas and fields, below the header whatever its height. */}
              {pageActions ? (
                <PanelFocus onClose={() => setPageActions(false)}>
                  <PageActions
                    file={props.file}
                    missingLocales={props.localeFiles.filter((entry) => !entry.file).map((entry) => entry.locale)}
                    onOpen={(file) => go(file)}
                    onClose={() => setPageActions(false)}
                  />
                </PanelFocus>
              ) : null}
              {proposing ? (
                <PanelFocus onClose={() => setProposing(false)}>
                  <ProposePanel unsaved={unsaved} onClose={() => setProposing(false)} />
                </PanelFocus>
              ) : null}
            </div>
            <datalist id="studio-routes">
              {props.routes.map((route) => (
                <option key={route} value={route} />
              ))}
            </datalist>
            {dialogs}
          </div>
        </Puck>
      </ProblemsContext.Provider>
    </StudioDataContext.Provider>
  );
}
