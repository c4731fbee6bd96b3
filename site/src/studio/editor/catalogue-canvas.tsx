"use client";
// A catalogue entry on the canvas: the landing its template produces (catalogueEntryBlocks, as the site builds
// /solutions/{slug}), drawn by the renderer's registry, so a field changed on the right shows in place.
import { catalogueEntryBlocks } from "@storyfront/content-model/catalogue-template";
import { blockRegistry, plainAdapters, type BlockComponent } from "@storyfront/renderer";
import type { Block, CatalogueEntry, SiteSettings } from "@storyfront/schemas";
import { fromEditorObject } from "../fields/field-values";
import type { FieldSet } from "../fields/block-fields";
import { BlockBoundary, Placeholder } from "./canvas-block";
import { useStudioData } from "./studio-context";

export function CatalogueCanvas({ props, fields }: { props: Record<string, unknown>; fields: FieldSet }) {
  const { library, labels, template } = useStudioData();
  const { puck: _puck, editMode: _editMode, children: _children, ...values } = props;
  let blocks: Block[];
  try {
    blocks = catalogueEntryBlocks(
      fromEditorObject(fields, values) as CatalogueEntry,
      template as SiteSettings["solutionTemplate"],
      library,
    );
  } catch {
    return <Placeholder text="This page cannot be shown until its errors are fixed." />;
  }
  return (
    <main>
      {blocks.map((block, index) => {
        const Rendered = blockRegistry[block.type] as BlockComponent<Block["type"]>;
        return (
          <BlockBoundary key={index} resetKey={JSON.stringify(block)}>
            <Rendered block={block} adapters={plainAdapters} labels={labels} />
          </BlockBoundary>
        );
      })}
    </main>
  );
}
