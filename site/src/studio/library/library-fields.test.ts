import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CollectionName } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { documentFileOf } from "@storyfront/content-store/document-kinds";
import { fromEditorObject, toEditorObject } from "../fields/field-values";
import { serializeContent } from "@storyfront/content-model";
import { libraryFields } from "./library-fields";

const content = join(import.meta.dirname, "../../../../content");
const entries = ["reviews", "logos", "awards", "addons"].flatMap((folder) =>
  readdirSync(join(content, folder)).map((name) => `${folder}/${name}`),
);

function open(file: string) {
  const text = readFileSync(join(content, file), "utf8");
  const entry = JSON.parse(text) as Record<string, unknown>;
  const fields = libraryFields(documentFileOf(file)?.kind.collection as CollectionName, entry);
  return {
    text,
    fields,
    form: toEditorObject(fields, entry),
    save: (form: Record<string, unknown>) => serializeContent(file, fromEditorObject(fields, form)),
  };
}

describe("a library entry ↔ the Studio's form", () => {
  it.each(entries)("opens and saves %s byte for byte unchanged", (file) => {
    const { text, form, save } = open(file);
    expect(save(form)).toBe(text);
  });

  it("makes a review a form of its schema's fields, the avatar picked from the media", () => {
    const { fields } = open("reviews/ada-moreno.json");
    expect(Object.keys(fields)).toEqual(["slug", "name", "text", "author", "avatar", "industry"]);
    expect(fields.text).toMatchObject({ kind: "text", multiline: true });
    // The author's industry, when no case study says it: the checker compares it with the industry pages showing the review.
    expect(fields.industry).toMatchObject({ kind: "reference", target: "solutions", optional: true });
    expect(fields.avatar).toMatchObject({ kind: "object", optional: true, fields: { src: { kind: "media" } } });
  });

  it("gives an award the fields of its own kind, the kind itself not being a field", () => {
    expect(Object.keys(open("awards/rating-softwarecritic.json").fields)).toEqual([
      "slug",
      "platform",
      "rating",
      "reviewCount",
      "image",
      "href",
    ]);
    expect(Object.keys(open("awards/mobile-growth-award-2025.json").fields)).toEqual(["slug", "name", "year", "image", "href"]);
  });

  it("saves a changed review text as exactly its line", () => {
    const { text, form, save } = open("reviews/ada-moreno.json");
    const saved = save({ ...form, author: "VP Product, Northwind Bank" });
    expect(saved.split("\n").filter((line) => !text.split("\n").includes(line))).toEqual(['  "author": "VP Product, Northwind Bank"']);
    expect(saved.split("\n").length).toBe(text.split("\n").length);
  });
});
