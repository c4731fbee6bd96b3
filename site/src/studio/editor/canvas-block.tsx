"use client";
// A block on the canvas is the renderer's own component from the same registry the site uses, given the block
// resolved as the site resolves it (library slugs → cards), so the marketer sees what a visitor sees.
import { resolveBlock } from "@storyfront/content-model";
import { blockRegistry, isKnownBlockType, plainAdapters, type BlockComponent } from "@storyfront/renderer";
import type { Block, LandingBlock } from "@storyfront/schemas";
import { Component, type ReactNode } from "react";
import { fromEditorObject } from "../fields/field-values";
import type { FieldSet } from "../fields/block-fields";
import { useStudioData } from "./studio-context";
import styles from "./studio.module.css";

export class BlockBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  override render() {
    return this.state.failed ? <Placeholder text="This block cannot be shown until its errors are fixed." /> : this.props.children;
  }
}

export function Placeholder({ text }: { text: string }) {
  return (
    <div role="note" className={styles.placeholder}>
      {text}
    </div>
  );
}

export function CanvasBlock({ type, props, fields }: { type: string; props: Record<string, unknown>; fields: FieldSet }) {
  const { library, labels } = useStudioData();
  const { id: _id, puck: _puck, editMode: _editMode, ...values } = props;
  const content = { type, ...fromEditorObject(fields, values) } as LandingBlock & { source?: string; mdx?: string };
  const block = resolveBlock(content, library);
  if (!block || !isKnownBlockType(block.type)) return <Placeholder text={`${type}: nothing to show yet (pick its items).`} />;
  const Rendered = blockRegistry[block.type] as BlockComponent<Block["type"]>;
  return (
    <BlockBoundary resetKey={JSON.stringify(values)}>
      <Rendered block={block} adapters={plainAdapters} labels={labels} />
    </BlockBoundary>
  );
}
