"use client";
// The Studio for a long-form MDX page (case study, white paper, legal page): its front matter as a form generated
// from the schema, its placed blocks with the landing blocks' forms, the text in a text editor and the page rendered
// beside it as the site renders it. Checked as it changes by the same checker as `npm run validate`.
import { parseContentFile, serializeContent, type MdxContent, type Problem } from "@storyfront/content-model";
import type { CollectionName } from "@storyfront/schemas";
import { useCallback, useMemo, useState } from "react";
import { DocumentShell, type DocumentContext } from "../documents/document-shell";
import { focusField } from "../documents/focus-field";
import { useFormSession } from "../document-session/use-form-session";
import { FieldEditor } from "../editor/field-editor";
import { ViewportButtons } from "../editor/header-controls";
import { ProblemItems } from "../editor/problem-list";
import studio from "../editor/studio.module.css";
import { BodyEditor, selectLine, type BodyProblem } from "./body-editor";
import { pageFields, pageFormOf, pageOf, type PageForm } from "./page-document";
import { placeBlockTag, removeBlockTag } from "./block-tags";
import { PlacedBlocksEditor } from "./placed-blocks-editor";
import { PreviewFrame } from "./preview-frame";
import styles from "./page-studio.module.css";

export interface PageStudioProps extends DocumentContext {
  collection: CollectionName;
  /** The file's text as opened: comments and untouched fields keep their lines when saved. */
  text: string;
  page: MdxContent;
  /** A translation's English front matter; null when editing the source. */
  sourceFrontMatter: Record<string, unknown> | null;
  /** Names this editor's draft for the preview frame. */
  previewSession: string;
}

/** How many lines the front matter takes in the file the checker read, so its lines become the text's. */
function frontMatterLines(file: string, page: MdxContent, openedText: string): number {
  try {
    const text = serializeContent(file, page, openedText);
    return text.slice(0, text.length - page.body.length).split("\n").length - 1;
  } catch {
    return 0;
  }
}

export function PageStudio(props: PageStudioProps) {
  const { file, collection, text } = props;
  const fields = useMemo(() => pageFields(collection), [collection]);
  const [keyOrder] = useState(() => Object.keys(props.page.frontMatter));
  const dataOf = useCallback((form: PageForm) => pageOf(form, fields, keyOrder), [fields, keyOrder]);
  const formOf = useCallback(
    (reloaded: string) => {
      const parsed = parseContentFile(file, reloaded);
      if (parsed.format !== "mdx") throw new Error(`${file} is not MDX`);
      return pageFormOf(parsed.value, fields);
    },
    [fields, file],
  );
  const [initial] = useState(() => pageFormOf(props.page, fields));
  const editing = useFormSession({ file, form: initial, hash: props.hash, dataOf, formOf });
  const { form, set, problems } = editing;
  const page = editing.data as MdxContent;
  // A tablet's width by default: the article column reads at a size the frame beside the text can show.
  const [viewport, setViewport] = useState(768);

  const all = useMemo(() => [...problems.errors, ...problems.warnings], [problems]);
  const bodyField = fields.bodyField;
  const bodyProblems = useMemo<BodyProblem[]>(() => {
    const own = all.filter((problem) => problem.path === bodyField || problem.path.startsWith(`${bodyField}[`));
    if (own.length === 0) return [];
    const offset = frontMatterLines(file, page, text);
    return own.map((problem) => ({ problem, line: Math.max(1, problem.line - offset) }));
  }, [all, bodyField, file, page, text]);

  const select = (problem: Problem) => {
    const inBody = bodyProblems.find((entry) => entry.problem === problem);
    const area = document.querySelector<HTMLTextAreaElement>(`textarea[name="${fields.bodyField}"]`);
    if (inBody && area) return selectLine(area, inBody.line);
    const block = /^blocks\.([^.[]+)/.exec(problem.path)?.[1];
    const details = block ? document.querySelector<HTMLDetailsElement>(`[data-placed-block="${CSS.escape(block)}"]`) : null;
    if (details) details.open = true;
    focusField(problem.path);
  };

  /** Where the cursor is in the text, so an added block's tag goes there. */
  const caret = () => document.querySelector<HTMLTextAreaElement>(`textarea[name="${fields.bodyField}"]`)?.selectionEnd;

  return (
    <DocumentShell
      context={props}
      editing={editing}
      problems={all}
      source={props.sourceFrontMatter}
      headerExtra={<ViewportButtons viewport={viewport} onChange={setViewport} />}
    >
      <div className={styles.columns}>
        <aside aria-label="Fields" className={`${studio.right} ${styles.fields}`}>
          <ProblemItems errors={problems.errors} warnings={problems.warnings} checked={editing.checked} onSelect={select} />
          <h2 className={studio.panelTitle}>Fields</h2>
          {Object.entries(fields.fields).map(([key, field]) => (
            <FieldEditor
              key={key}
              field={field}
              path={key}
              label={field.label}
              value={form.fields[key]}
              onChange={(value) => set((present) => ({ ...present, fields: { ...present.fields, [key]: value } }), key)}
            />
          ))}
          {fields.placesBlocks ? (
            <PlacedBlocksEditor
              blocks={form.blocks}
              fieldSets={fields.blocks}
              onChange={(id, values, key) =>
                set(
                  (present) => ({ ...present, blocks: present.blocks.map((block) => (block.id === id ? { ...block, values } : block)) }),
                  key,
                )
              }
              onAdd={(block) => {
                const at = caret();
                set((present) => ({ ...present, blocks: [...present.blocks, block], body: placeBlockTag(present.body, block.id, at) }));
              }}
              onRemove={(id) =>
                set((present) => ({
                  ...present,
                  blocks: present.blocks.filter((block) => block.id !== id),
                  body: removeBlockTag(present.body, id),
                }))
              }
            />
          ) : null}
        </aside>
        <BodyEditor
          name={fields.bodyField}
          value={form.body}
          problems={bodyProblems}
          onChange={(body) => set((present) => ({ ...present, body }), fields.bodyField)}
        />
        <div className={styles.previewColumn}>
          <PreviewFrame file={file} session={props.previewSession} page={page} width={viewport} />
        </div>
      </div>
    </DocumentShell>
  );
}
