import type { Image } from "@storyfront/schemas";

// The strip's measures as intro.module.css draws them: logos at most 40 px high, 48 px apart (a track's 24 px of
// padding at each end makes the step from the list to its copy 48 px too); the strip is at most the section's
// content width (1200 px less 2 × 16 px of padding).
const logoHeight = 40;
const gap = 48;
const widestStrip = 1200 - 2 * 16;

const shownWidth = (image: Image) => image.width * Math.min(1, logoHeight / image.height);

/**
 * Whether the logos scroll as a loop (the list and its copy side by side). Only when one list is wider than the
 * widest strip by a whole logo: then no window, however wide, shows the same logo twice. Fewer logos stand still.
 */
export function logosLoop(images: readonly Image[]): boolean {
  if (images.length === 0) return false;
  const widths = images.map(shownWidth);
  // How far along the loop the same logo comes again.
  const period = widths.reduce((sum, width) => sum + width + gap, 0);
  return period >= widestStrip + Math.max(...widths);
}
