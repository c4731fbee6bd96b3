"use client";
// The Studio: Puck's canvas and fields in a layout of our own (block list, canvas at a chosen width, problems
// and fields), checking the document in memory as it changes and saving it through the server.
import { createUsePuck, Puck, type Data } from "@puckeditor/core";
import type { ContentLibrary, Problem } from "@storyfront/content-model";
import type { BlockLabels } from "@storyfront/renderer";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DocumentPicker } from "../documents/document-picker";
import type { StudioDocument } from "../documents/document-list";
import { blockFieldSets, catalogueEntryFields, landingRootFields } from "../fields/block-fields";
import { BlockList } from "./block-list";
import { CanvasFrame } from "./canvas-frame";
import { fromPuckData, toPuckData, type LandingFields } from "./landing-data";
import { ViewportButtons } from "./header-controls";
import { useLeaveGuard } from "./leave-guard";
import { PageActions } from "./page-actions";
import { ProblemList } from "./problem-list";
import { ProposePanel } from "./propose-panel";
import { catalogueConfig, studioConfig } from "./puck-config";
import { refusedForErrors, saveDocument } from "./save-document";
import { studioGet, studioPost } from "./studio-fetch";
import { SaveStatus } from "./save-status";
import { StudioDataContext, type PickerEntry } from "./studio-context";
import styles from "./studio.module.css";
import { TranslationSummary } from "./translation-summary";
import type { TranslationState } from "../translations/translation-state";

type Json = Record<string, unknown>;

export interface StudioAppProps {
  file: string;
  /** A landing (blocks of its own) or a catalogue entry (fields that the solutions template makes a page of). */
  kind: "landing" | "catalogue";
  template: unknown;
  text: string;
  hash: string;
  variant: "com" | "ru";
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
  const fields = useMemo<LandingFields>(
    () => (catalogue ? { root: catalogueEntryFields(), blocks: new Map() } : { root: landingRootFields(), blocks: blockFieldSets() }),
    [catalogue],
  );
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
  const [opened, setOpened] = useState(() => ({ ...open(props.text, fields), hash: props.hash, version: 0 }));
  const [current, setCurrent] = useState<Json>(opened.data);
  const [problems, setProblems] = useState<{ errors: Problem[]; warnings: Problem[] }>({ errors: [], warnings: [] });
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState(false);
  const [viewport, setViewport] = useState(1440);
  const [proposing, setProposing] = useState(false);
  const [pageActions, setPageActions] = useState(false);
  const [media, setMedia] = useState(props.media);
  const addMedia = useCallback((path: string) => setMedia((list) => [...new Set([...list, path])].sort()), []);
  const checkRun = useRef(0);
  const saved = useRef(JSON.stringify(opened.data));
  const unsaved = JSON.stringify(current) !== saved.current;
  const { leave, dialog: leaveDialog } = useLeaveGuard(unsaved, props.file);

  const check = useCallback(
    async (data: Json) => {
      const run = ++checkRun.current;
      const answer = await studioPost<{ errors: Problem[]; warnings: Problem[] }>("/api/studio/check", { file: props.file, data });
      if (run !== checkRun.current || !answer.ok) return;
      setProblems(answer.body);
    },
    [props.file],
  );

  useEffect(() => {
    const timer = setTimeout(() => void check(current), 200);
    return () => clearTimeout(timer);
  }, [current, check]);

  const onChange = useCallback((data: Data) => setCurrent(fromPuckData(data, fields, opened.keyOrder)), [fields, opened.keyOrder]);

  const save = async () => {
    if (problems.errors.length > 0) return setStatus(refusedForErrors(problems.errors.length));
    setStatus("Saving…");
    const outcome = await saveDocument(props.file, current, opened.hash);
    setStatus(outcome.status);
    if (outcome.conflict) setConflict(true);
    if (outcome.problems) setProblems(outcome.problems);
    if (outcome.hash === undefined) return;
    saved.current = JSON.stringify(current);
    setOpened((previous) => ({ ...previous, hash: String(outcome.hash) }));
  };

  const reload = async () => {
    const { body } = await studioGet<{ text: string; hash: string }>(`/api/studio/document?file=${encodeURIComponent(props.file)}`);
    const next = open(body.text, fields);
    saved.current = JSON.stringify(next.data);
    setOpened((previous) => ({ ...next, hash: body.hash, version: previous.version + 1 }));
    setCurrent(next.data);
    setConflict(false);
    setStatus(`Reloaded ${props.file} from disk.`);
  };

  const go = (file: string, variant = props.variant) =>
    leave(() => window.location.assign(`/studio?file=${encodeURIComponent(file)}&variant=${variant}`));

  return (
    <StudioDataContext.Provider
      value={{
        pickers: props.pickers,
        library,
        richTexts: props.richTexts,
        media,
        addMedia,
        labels: props.labels,
        problems: [...problems.errors, ...problems.warnings],
        source,
        translation: props.translation,
        opened: opened.data,
        template: props.template,
      }}
    >
      <Puck key={opened.version} config={config} data={opened.puck} onChange={onChange} iframe={{ enabled: true }}>
        {/* data-studio-ready: set once React has attached the handlers (specs and the benchmark wait for it). */}
        <div className={styles.studio} ref={(element) => element?.setAttribute("data-studio-ready", "")}>
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
                <option value="com">com</option>
                <option value="ru">ru</option>
              </select>
            </label>
            <label className={styles.control}>
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
              <button type="button" className={styles.primary} onClick={save}>
                Save
              </button>
              <button type="button" onClick={() => setPageActions(true)}>
                Pages…
              </button>
              <button type="button" onClick={() => setProposing(true)}>
                Propose change
              </button>
            </div>
          </header>
          <SaveStatus file={props.file} unsaved={unsaved} status={status} conflict={conflict} onReload={reload} />
          <div className={styles.body}>
            <aside aria-label="Blocks" className={styles.left}>
              {catalogue ? (
                <p className={styles.note}>
                  An industry or feature page: its blocks come from the solutions template (settings/site.json). Edit the entry&apos;s
                  fields on the right; the canvas shows the page they make.
                </p>
              ) : (
                <BlockList />
              )}
            </aside>
            <CanvasFrame width={viewport}>
              <Puck.Preview />
            </CanvasFrame>
            <aside aria-label="Fields" className={styles.right}>
              <TranslationSummary />
              <ProblemList errors={problems.errors} warnings={problems.warnings} />
              <Puck.Fields />
            </aside>
          </div>
          <datalist id="studio-routes">
            {props.routes.map((route) => (
              <option key={route} value={route} />
            ))}
          </datalist>
          {pageActions ? (
            <PageActions
              file={props.file}
              missingLocales={props.localeFiles.filter((entry) => !entry.file).map((entry) => entry.locale)}
              onOpen={(file) => go(file)}
              onClose={() => setPageActions(false)}
            />
          ) : null}
          {proposing ? <ProposePanel unsaved={unsaved} onClose={() => setProposing(false)} /> : null}
          {leaveDialog}
        </div>
      </Puck>
    </StudioDataContext.Provider>
  );
}
