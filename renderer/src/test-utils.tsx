// Renders one block through the registry with plain adapters, as the site would with its own; and puts a form's
// server HTML in the document, typed into before it hydrates.
import type { Block } from "@storyfront/schemas";
import { render } from "@testing-library/react";
import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { plainAdapters, type RendererAdapters } from "./adapters";
import { RenderBlocks } from "./render-blocks";

export function renderBlock(block: Block, adapters: Partial<RendererAdapters> = {}) {
  return render(<RenderBlocks blocks={[block]} adapters={{ ...plainAdapters, ...adapters }} />);
}

/**
 * `element`'s server HTML in the document, its inputs given `typed` (in document order) as a visitor types while
 * the page's scripts are on their way, then hydrated. Returns the container.
 */
export async function hydrateAfterTyping(element: ReactElement, typed: string[]): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  container.querySelectorAll("input").forEach((input, index) => {
    if (typed[index] !== undefined) input.value = typed[index];
  });
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}
