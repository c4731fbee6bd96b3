import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical axe violations on the page (or inside `include`), one line each. */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Where screenshots for people to look at go: the repository's `.screenshots/` (gitignored). */
export function screenshotPath(name: string): string {
  const folder = path.join(import.meta.dirname, "..", "..", ".screenshots");
  // A spec run on its own must not depend on another spec having made the folder.
  mkdirSync(folder, { recursive: true });
  return path.join(folder, name);
}

/**
 * A picture of the whole page. Landing sections after the first and the footer render only near the viewport
 * (content-visibility: auto), which a capture beyond the viewport is not: the picture renders them all.
 */
export function fullPageShot(page: Page, file: string) {
  return page.screenshot({ path: file, fullPage: true, style: "* { content-visibility: visible !important; }" });
}

/**
 * Sum of the layout shifts Chromium saw on the page so far (a banner arriving late must move nothing). Any
 * shift is printed with what moved, so a failure in CI says which element to look at.
 */
export async function layoutShift(page: Page): Promise<number> {
  const { total, moved } = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            total += entry.value;
            for (const { node, previousRect: a, currentRect: b } of entry.sources) {
              const name = node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? "?");
              moved.push(
                `${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height} at ${Math.round(entry.startTime)} ms`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
  if (total > 0) console.log(`layout shift ${total} on ${page.url()}:\n  ${moved.join("\n  ")}`);
  return total;
}
