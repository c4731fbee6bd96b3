// Rich-text sections written in MDX: content/rich-text/<name>.mdx (translations <name>.<locale>.mdx), named
// by a landing block's "source". The files are plain MDX (no front matter); their problems point into
// them, a missing file points at the landing's "source" value.
import { defaultLocale, locales, richTextFolder, richTextSourcePattern, type Locale } from "@storyfront/schemas";
import { checkMdxBody, type BodyLink } from "./mdx-body";
import { parseMdx } from "./mdx-tree";
import { startOfFile, type Position, type Problem, type ProblemDraft } from "./problem";
import type { ContentFile } from "./read-file";

export interface RichTextFile {
  file: string;
  text: string;
  links: (BodyLink & Position)[];
}

/** Rich-text files by path; the text is there even when it has problems (they are reported on their own). */
export type RichTexts = ReadonlyMap<string, RichTextFile>;

const namePattern = new RegExp(`^${richTextFolder}/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\\.(${locales.join("|")}))?\\.mdx$`);

export function isRichTextFile(path: string): boolean {
  return path.startsWith(`${richTextFolder}/`);
}

/** The file a locale reads for a source path: its translation where one exists, else the source itself. */
export function richTextFileIn(source: string, locale: Locale, texts: Pick<ReadonlyMap<string, unknown>, "has">): string {
  const translated = source.replace(/\.mdx$/, `.${locale}.mdx`);
  return locale !== defaultLocale && texts.has(translated) ? translated : source;
}

export function readRichTexts(files: readonly ContentFile[], problems: Problem[]): Map<string, RichTextFile> {
  const texts = new Map<string, RichTextFile>();
  const error = (file: string, at: Position, message: string, fix: string) =>
    problems.push({ severity: "error", file, ...at, path: "", message, fix });
  for (const { path: file, text } of files) {
    if (!isRichTextFile(file)) continue;
    const match = namePattern.exec(file);
    if (!match || match[2] === defaultLocale) {
      error(
        file,
        startOfFile,
        "a rich-text file is named <name>.mdx or <name>.<locale>.mdx",
        `rename it, e.g. ${richTextFolder}/why-stories.mdx or ${richTextFolder}/why-stories.fr.mdx (locales: ` +
          `${locales.filter((locale) => locale !== defaultLocale).join(", ")})`,
      );
      continue;
    }
    const links: (BodyLink & Position)[] = [];
    texts.set(file, { file, text, links });
    if (!text.trim()) {
      error(file, startOfFile, "the rich-text file is empty", "write the section's text in Markdown");
      continue;
    }
    const parsed = parseMdx(text);
    if (!parsed.ok) {
      error(
        file,
        parsed.at,
        `the text cannot be read as MDX: ${parsed.reason}`,
        "close every component tag (<Callout>…</Callout>), and write \\{ or \\< to show a literal brace or angle bracket",
      );
      continue;
    }
    const checked = checkMdxBody(parsed.tree);
    for (const finding of checked.findings) error(file, finding.at, finding.message, finding.fix);
    for (const link of checked.links) links.push({ ...link, line: link.at.line, column: link.at.column });
  }
  return texts;
}

/** Problems of rich-text files themselves: a translation without its source, a text no landing uses. */
export function richTextFileProblems(texts: RichTexts, used: ReadonlySet<string>, problems: Problem[], warnings: Problem[]): void {
  for (const file of texts.keys()) {
    const source = file.replace(/\.[a-z]{2}\.mdx$/, ".mdx");
    if (source !== file && !texts.has(source)) {
      problems.push({
        severity: "error",
        file,
        ...startOfFile,
        path: "",
        message: `a translation without an English source (${source} does not exist)`,
        fix: `add ${source} or rename this file after an existing text`,
      });
    } else if (!used.has(source)) {
      warnings.push({
        severity: "warning",
        file,
        ...startOfFile,
        path: "",
        message: "no landing uses this text",
        fix: `name it in a landing's rich-text block ("type": "richText", "source": "${source}") or delete the file`,
      });
    }
  }
}

interface RichTextUse {
  index: number;
  source: string;
}

function richTextUses(blocks: unknown): RichTextUse[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, index) => {
    const { type, source } = (block ?? {}) as { type?: unknown; source?: unknown };
    return type === "richText" && typeof source === "string" && richTextSourcePattern.test(source) ? [{ index, source }] : [];
  });
}

/**
 * Checks a landing's rich-text sources (raw data, so a file with other errors still reports a missing text).
 * The texts themselves reach blocks through the content index (`richTexts`, read by libraryFor), never
 * as fields outside the block's schema.
 */
export function resolveRichTexts(data: Record<string, unknown>, texts: RichTexts, used: Set<string>): ProblemDraft[] {
  const drafts: ProblemDraft[] = [];
  const existing = [...texts.keys()].filter((file) => !/\.[a-z]{2}\.mdx$/.test(file));
  for (const { index, source } of richTextUses(data.blocks)) {
    used.add(source);
    if (!texts.has(source)) {
      drafts.push({
        path: ["blocks", index, "source"],
        message: `the rich-text file content/${source} does not exist`,
        fix:
          `create content/${source} with the section's text in ` +
          `MDX${existing.length ? `, or name an existing one, e.g. ${existing.slice(0, 3).join(", ")}` : ""}`,
      });
    }
  }
  return drafts;
}
