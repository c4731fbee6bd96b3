// A picture's focal point (from the media library, carried onto resolved blocks by the content model) as the CSS
// object-position of a cropped <img>. Only blocks that crop (object-fit: cover) ask for it: elsewhere it does nothing.
import type { FocalPoint } from "@storyfront/schemas";

const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;

export function focalPosition(image: { src: string; focal?: FocalPoint }): string | undefined {
  return image.focal ? `${percent(image.focal.x)} ${percent(image.focal.y)}` : undefined;
}
