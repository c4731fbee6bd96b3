"use client";
// A block on the canvas is the renderer's own component from the same registry the site uses, given the block
// resolved as the site resolves it (library slugs → cards), so the marketer sees what a visitor sees.
import { resolveBlock } from "@storyfront/content-model/library";
import { blockRegistry, isKnownBlockType, type BlockComponent } from "@storyfront/renderer";
import type { Block, LandingBlock } from "@storyfront/schemas";
import { Component, isValidElement, useCallback, useRef, type ReactNode, type Ref } from "react";
import { fromEditorObject } from "../fields/field-values";
import type { FieldSet } from "../fields/block-fields";
import { labelFor } from "../fields/label-for";
import { canvasAdapters, useInertControls } from "./canvas-controls";
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

/**
 * One block on the canvas, in a wrapper of our own that Puck drags and selects (the component is `inline`, so
 * Puck hands us its drag ref instead of wrapping the block in a div of its own). Its drag library makes that
 * element a focusable button; Enter or Space selects the block, as a click does. The page inside is a picture
 * of what visitors get whose texts are typed in place: its links and controls are inert (canvas-controls.tsx),
 * so there is no link or form inside a button (nested interactive) and no tab stop per link.
 */
export function CanvasBlock({ type, props, fields }: { type: string; props: Record<string, unknown>; fields: FieldSet }) {
  const { library, labels } = useStudioData();
  const { id: _id, puck, editMode: _editMode, ...values } = props;
  const dragRef = (puck as { dragRef?: Ref<HTMLDivElement> } | undefined)?.dragRef;
  const element = useRef<HTMLDivElement>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof dragRef === "function") dragRef(node);
      else if (dragRef) dragRef.current = node;
    },
    [dragRef],
  );
  useInertControls(element);
  const content = { type, ...fromEditorObject(fields, values) } as LandingBlock & { source?: string; mdx?: string };
  const block = resolveBlock(content, library);
  const Rendered = block && isKnownBlockType(block.type) ? (blockRegistry[block.type] as BlockComponent<Block["type"]>) : null;
  return (
    <div
      ref={ref}
      aria-label={`${labelFor(type)} block`}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        event.currentTarget.click();
      }}
    >
      {block && Rendered ? (
        <BlockBoundary resetKey={JSON.stringify(values, textsAsValues)}>
          <Rendered block={block} adapters={canvasAdapters} labels={labels} />
        </BlockBoundary>
      ) : (
        <Placeholder text={`${type}: nothing to show yet (pick its items).`} />
      )}
    </div>
  );
}

/** A text typed on the canvas is an element in these props (canvas-text-transform.tsx): its string stands for it. */
function textsAsValues(_key: string, value: unknown): unknown {
  return isValidElement<{ value?: unknown }>(value) ? value.props.value : value;
}
