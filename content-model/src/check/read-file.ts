// Turns one content file into its collection, slug, locale and data, or a problem naming what is wrong.
import { collections, defaultLocale, locales, nonCollectionFolders, type CollectionName, type Locale } from "@storyfront/schemas";
import { collectionByFolder, contentFileNamePattern } from "./content-path";
import { jsonLocator, jsonSyntaxErrorAt, type Locator } from "./json-locator";
import type { BodyLink } from "./mdx-body";
import { mdxBodyFields } from "./mdx-fields";
import { readMdxFile, type PlacedFinding } from "./mdx-file";
import { startOfFile, type Position, type Problem } from "./problem";

export interface ContentFile {
  /** Path relative to the content folder with forward slashes, e.g. landings/home.fr.json */
  path: string;
  text: string;
}

export interface ReadFile {
  collection: CollectionName;
  file: string;
  /** File name without locale and extension: home for home.fr.json */
  id: string;
  locale: Locale;
  format: "json" | "mdx";
  /** Undefined when the file cannot be read (JSON syntax, front matter); it still counts as existing. */
  data?: Record<string, unknown>;
  locate: Locator;
  /** MDX only: what the body check found, and links written in the body. */
  findings: PlacedFinding[];
  bodyLinks: (BodyLink & Position)[];
  bodyReported: boolean;
}

const mdxFolders = Object.keys(mdxBodyFields).map((name) => collections[name as CollectionName].folder);

function wholeFile(file: string, message: string, fix: string): Problem {
  return { severity: "error", file, ...startOfFile, path: "", message, fix };
}

export function readFile(input: ContentFile, problems: Problem[]): ReadFile | undefined {
  const [folder = "", name = "", ...deeper] = input.path.split("/");
  if (!name || nonCollectionFolders.includes(folder)) return undefined;
  const collection = collectionByFolder.get(folder);
  const file = input.path;
  if (!collection) {
    problems.push(
      wholeFile(file, `"${folder}" is not a content collection`, `move the file into one of: ${[...collectionByFolder.keys()].join(", ")}`),
    );
    return undefined;
  }
  if (deeper.length > 0) {
    problems.push(
      wholeFile(file, "content files sit directly in their collection folder", `move it to ${folder}/${deeper.at(-1) ?? name}`),
    );
    return undefined;
  }
  const nameMatch = contentFileNamePattern.exec(name);
  if (!nameMatch) {
    problems.push(
      wholeFile(
        file,
        "the file name is not <slug>.json or <slug>.<locale>.json",
        `rename it, e.g. ${folder}/my-page.json or ${folder}/my-page.fr.json (locales: ${locales.join(", ")})`,
      ),
    );
    return undefined;
  }
  const [, id = "", locale = defaultLocale, extension = "json"] = nameMatch;
  if (nameMatch[2] === defaultLocale) {
    problems.push(wholeFile(file, "English is the source language and has no locale suffix", `rename it to ${folder}/${id}.${extension}`));
    return undefined;
  }
  const base = { collection, file, id, locale: locale as Locale, findings: [], bodyLinks: [], bodyReported: false };
  if (extension === "mdx") {
    const field = mdxBodyFields[collection];
    if (!field) {
      problems.push(
        wholeFile(
          file,
          `${folder} are structured data and are written in JSON`,
          `rename it to ${folder}/${id}${locale === defaultLocale ? "" : `.${locale}`}.json; MDX is for ${mdxFolders.join(", ")}`,
        ),
      );
      return undefined;
    }
    const reading = readMdxFile(input.text, field);
    return {
      ...base,
      format: "mdx",
      data: reading.data,
      locate: reading.locate,
      findings: reading.findings,
      bodyLinks: reading.links,
      bodyReported: reading.bodyReported,
    };
  }
  const locate = jsonLocator(input.text);
  let data: unknown;
  try {
    data = JSON.parse(input.text);
  } catch (error) {
    problems.push({
      ...wholeFile(file, `not valid JSON: ${(error as Error).message}`, "fix the syntax (a missing comma or quote, or a trailing comma)"),
      ...jsonSyntaxErrorAt(input.text),
    });
    return { ...base, format: "json", locate };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    problems.push(wholeFile(file, "a content file holds one JSON object", "wrap the content in { }"));
    return { ...base, format: "json", locate };
  }
  return { ...base, format: "json", data: data as Record<string, unknown>, locate };
}
