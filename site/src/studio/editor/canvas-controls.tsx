"use client";
// The page on the canvas is a picture of what visitors get, with its texts typed in place (canvas-text.tsx). So the
// block is no longer inert as a whole (that would make its texts inert too): its links are drawn without an address
// (the renderer's link adapter, so no link role, no tab stop, nothing to follow in the frame), and every other control
// (a form's fields and button, a slider's buttons, a scrolling list, a video, a frame) is made inert, unless it holds
// one of the texts.
import { plainAdapters, type LinkAdapterProps, type RendererAdapters } from "@storyfront/renderer";
import { useLayoutEffect, type RefObject } from "react";

function CanvasLink({ className, children }: LinkAdapterProps) {
  return <a className={className}>{children}</a>;
}

export const canvasAdapters: RendererAdapters = { ...plainAdapters, Link: CanvasLink };

const controls = "a[href], button, input, select, textarea, iframe, video, audio, details, [tabindex]:not([data-puck-component])";

/**
 * After the block renders, and whenever its DOM changes: a control a renderer component adds on its own (a review
 * list's arrows once it measured its overflow) is caught too. Setting `inert` is not a change it watches (no loop).
 */
export function useInertControls(block: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = block.current;
    if (!element) return;
    const apply = () => {
      for (const control of element.querySelectorAll<HTMLElement>(controls)) {
        if (control.inert || control.hasAttribute("data-canvas-text") || control.querySelector("[data-canvas-text]")) continue;
        control.inert = true;
      }
    };
    apply();
    const changes = new MutationObserver(apply);
    changes.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["href", "tabindex"] });
    return () => changes.disconnect();
  }, [block]);
}
