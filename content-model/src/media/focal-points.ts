// The media library's focal points carried onto the pictures a resolved block shows, so the renderer can keep a
// cropped picture's subject in view (object-position) without knowing where library entries live. A picture is
// found by shape ({ src, width, height }) at any depth, the way blocks hold them; the content file is not changed.
import type { FocalPoint } from "@storyfront/schemas";

export function withFocalPoints<T>(value: T, focalOf: (src: string) => FocalPoint | undefined): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withFocalPoints(item, focalOf)) as T;
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) copy[key] = withFocalPoints(item, focalOf);
  const focal = typeof record.src === "string" && typeof record.width === "number" ? focalOf(record.src) : undefined;
  if (focal && record.focal === undefined) copy.focal = focal;
  return copy as T;
}
