/** Longest path we route; anything longer is no page of ours (and bounds work done on hostile input). */
export const maxPathLength = 1024;

/**
 * Why a request path cannot name a page, or null when it can: percent-encoding that does not decode to
 * UTF-8 (`%ff%fe`, `%E0%A4%A`), control characters (NUL…) once decoded, or an overlong path. The proxy
 * answers these with 400 in the error layout instead of letting a decoder throw deep in a page (a bare 500).
 */
export function malformedPath(pathname: string): string | null {
  if (pathname.length > maxPathLength) return "path too long";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return "invalid percent-encoding";
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return "control character in path";
  return null;
}
