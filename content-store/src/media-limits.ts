// What the media picker accepts, shared by the browser (a clear answer before anything is sent) and the server
// (which checks the bytes themselves, whatever the browser said).
export const maxUploadBytes = 2 * 1024 * 1024;

export const uploadTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"];

export const uploadRule = "PNG, JPEG, WebP or GIF, up to 2 MB";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a chosen file cannot be uploaded, in words a marketer can act on; undefined when it may be sent. */
export function uploadRefusal(file: { name: string; size: number; type: string }): string | undefined {
  if (!uploadTypes.includes(file.type)) {
    const svg = file.type === "image/svg+xml" ? " (SVG files go through a code review)" : "";
    return `${file.name} is not a PNG, JPEG, WebP or GIF image${svg}.`;
  }
  if (file.size > maxUploadBytes)
    return `${file.name} is ${megabytes(file.size)}; images may be up to 2 MB. Make it smaller and try again.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
}
