// The names of content branches (content/<name>) and of their previews (content-<name>.<preview host>). A name is
// what a marketer types, so a refusal says what is wrong with it; the same name must also make a valid git ref and
// a DNS label, which lowercase letters, digits and single hyphens always do.

const rule = "A branch name is 1–50 lowercase letters, digits and hyphens";
const maxLength = 50;
const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The first thing wrong with a name, in the marketer's words. */
function whatIsWrong(name: string): string {
  if (name === "") return "it is empty";
  if (name.length > maxLength) return `it has ${name.length} characters`;
  if (/[A-Z]/.test(name)) return "it has capital letters";
  if (/\s/.test(name)) return "it has a space";
  if (name.startsWith("-") || name.endsWith("-")) return "it starts or ends with a hyphen";
  if (name.includes("--")) return "it has two hyphens in a row";
  const other = [...name].find((character) => !/[a-z0-9-]/.test(character)) ?? "";
  return `it has "${other}"`;
}

export type ContentBranchName = { ok: true; branch: string; name: string } | { ok: false; reason: string };

/**
 * The branch `content/<name>` for a name typed by a marketer (trimmed), or the reason it cannot be one: refused, not
 * corrected, so the name they see in the preview address is the one they typed.
 */
export function contentBranchName(input: string): ContentBranchName {
  const name = input.trim();
  if (name.length <= maxLength && namePattern.test(name)) return { ok: true, branch: `content/${name}`, name };
  return { ok: false, reason: `${rule}, not starting or ending with one: ${whatIsWrong(name)}` };
}

const labelPrefix = "content-";

/** The preview's host label of a content branch's name: content-<name>, at most 58 characters (a label holds 63). */
export const previewLabel = (name: string): string => `${labelPrefix}${name}`;

/** The branch a preview host label stands for: content-<name> → content/<name>, main → main; else undefined. */
export function branchOfPreviewLabel(label: string): string | undefined {
  const lower = label.toLowerCase();
  if (lower === "main") return "main";
  if (!lower.startsWith(labelPrefix)) return undefined;
  const name = lower.slice(labelPrefix.length);
  const named = contentBranchName(name);
  return named.ok && named.name === name ? named.branch : undefined;
}
