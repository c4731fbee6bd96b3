"use client";
// The Studio for a library entry (a review, a logo, an award, an add-on): a form generated from its collection's
// schema, checked as it changes by the same checker as `npm run validate` and saved in the canonical format.
import type { CollectionName } from "@storyfront/schemas";
import { useCallback, useMemo, useState } from "react";
import { DocumentShell, type DocumentContext } from "../documents/document-shell";
import { focusField } from "../documents/focus-field";
import { useFormSession } from "../document-session/use-form-session";
import { FieldEditor } from "../editor/field-editor";
import { ProblemItems } from "../editor/problem-list";
import studio from "../editor/studio.module.css";
import { fromEditorObject, toEditorObject } from "../fields/field-values";
import { libraryFields } from "./library-fields";
import styles from "./library-studio.module.css";

type Json = Record<string, unknown>;

export interface LibraryStudioProps extends DocumentContext {
  collection: CollectionName;
  entry: Json;
  /** A translation's English entry; null when editing the source. */
  sourceEntry: Json | null;
}

export function LibraryStudio(props: LibraryStudioProps) {
  const { file, collection } = props;
  const fields = useMemo(() => libraryFields(collection, props.entry), [collection, props.entry]);
  const dataOf = useCallback((form: Json) => fromEditorObject(fields, form), [fields]);
  const formOf = useCallback((text: string) => toEditorObject(fields, JSON.parse(text) as Json), [fields]);
  const [initial] = useState(() => toEditorObject(fields, props.entry));
  const editing = useFormSession({ file, form: initial, hash: props.hash, dataOf, formOf });
  const { form, set, problems } = editing;
  const all = useMemo(() => [...problems.errors, ...problems.warnings], [problems]);
  return (
    <DocumentShell context={props} editing={editing} problems={all} source={props.sourceEntry}>
      <div className={styles.columns}>
        <main className={styles.form}>
          <h2 className={studio.panelTitle}>Fields</h2>
          {Object.entries(fields).map(([key, field]) => (
            <FieldEditor
              key={key}
              field={field}
              path={key}
              label={field.label}
              value={form[key]}
              onChange={(value) => set((present) => ({ ...present, [key]: value }), key)}
            />
          ))}
        </main>
        <aside aria-label="Problems" className={styles.problems}>
          <ProblemItems
            errors={problems.errors}
            warnings={problems.warnings}
            checked={editing.checked}
            onSelect={(problem) => focusField(problem.path)}
          />
        </aside>
      </div>
    </DocumentShell>
  );
}
