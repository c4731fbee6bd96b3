"use client";
// The blocks a long-form page places in its text with <Block id="…" />, each edited with the same fields as the
// block on a landing (one form per block type, generated from the schemas). Adding one puts its tag in the text
// where the cursor is; removing one takes the tag out too.
import { useState } from "react";
import { slugSchema } from "@storyfront/schemas";
import type { FieldSet } from "../fields/block-fields";
import { emptyObject } from "../fields/empty-value";
import { labelFor } from "../fields/label-for";
import { FieldEditor, FieldProblems } from "../editor/field-editor";
import studio from "../editor/studio.module.css";
import type { PlacedBlockForm } from "./page-document";
import styles from "./page-studio.module.css";

type Json = Record<string, unknown>;

export function PlacedBlocksEditor({
  blocks,
  fieldSets,
  onChange,
  onAdd,
  onRemove,
}: {
  blocks: PlacedBlockForm[];
  fieldSets: ReadonlyMap<string, FieldSet>;
  /** A field of one block changed; key: what undo joins while typing. */
  onChange: (id: string, values: Json, key: string) => void;
  onAdd: (block: PlacedBlockForm) => void;
  onRemove: (id: string) => void;
}) {
  const types = [...fieldSets.keys()];
  const [type, setType] = useState(types[0] ?? "");
  const [id, setId] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = () => {
    if (!slugSchema.safeParse(id).success) return setRefusal("Name the block with lower-case words joined by hyphens, e.g. results");
    if (blocks.some((block) => block.id === id)) return setRefusal(`The page already has a block "${id}"`);
    setRefusal(null);
    setId("");
    onAdd({ id, type, values: emptyObject(fieldSets.get(type) ?? {}) });
  };
  return (
    <section aria-labelledby="studio-placed-blocks" className={styles.placed}>
      <h2 id="studio-placed-blocks" className={studio.panelTitle}>
        Placed blocks
      </h2>
      {blocks.length === 0 ? <p className={studio.note}>No blocks yet: add one to place it in the text.</p> : null}
      {blocks.map((block) => {
        const fields = fieldSets.get(block.type) ?? {};
        const path = `blocks.${block.id}`;
        return (
          <details key={block.id} open className={styles.placedBlock} data-placed-block={block.id}>
            <summary>
              {labelFor(block.type)} <code>{block.id}</code>
            </summary>
            <FieldProblems path={path} />
            {Object.entries(fields).map(([key, field]) => (
              <FieldEditor
                key={key}
                field={field}
                path={`${path}.${key}`}
                label={field.label}
                value={block.values[key]}
                onChange={(value) => onChange(block.id, { ...block.values, [key]: value }, `${path}.${key}`)}
              />
            ))}
            <button type="button" className={studio.addItem} onClick={() => onRemove(block.id)}>
              Remove block {block.id}
            </button>
          </details>
        );
      })}
      <fieldset className={studio.group}>
        <legend className={studio.fieldLabel}>Add a block</legend>
        <div className={studio.field}>
          <label htmlFor="studio-new-block-type" className={studio.fieldLabel}>
            Type
          </label>
          <select id="studio-new-block-type" value={type} onChange={(event) => setType(event.target.value)} className={studio.input}>
            {types.map((name) => (
              <option key={name} value={name}>
                {labelFor(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={studio.field}>
          <label htmlFor="studio-new-block-id" className={studio.fieldLabel}>
            Id (what the text places it by)
          </label>
          <input id="studio-new-block-id" value={id} onChange={(event) => setId(event.target.value)} className={studio.input} />
        </div>
        {refusal ? (
          <p role="alert" className={studio.fieldProblems}>
            {refusal}
          </p>
        ) : null}
        <button type="button" className={studio.addItem} onClick={add}>
          Add and place at the cursor
        </button>
      </fieldset>
    </section>
  );
}
