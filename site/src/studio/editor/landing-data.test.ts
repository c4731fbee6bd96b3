import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockFieldSets, catalogueEntryFields, landingRootFields } from "../fields/block-fields";
import { serializeContent } from "@storyfront/content-model";
import { fromPuckData, toPuckData } from "./landing-data";

const landings = join(import.meta.dirname, "../../../../content/landings");
const fields = { root: landingRootFields(), blocks: blockFieldSets() };

describe("landing file ↔ editor data", () => {
  it.each(readdirSync(landings).filter((name) => name.endsWith(".json")))("opens and saves %s byte for byte unchanged", (name) => {
    const text = readFileSync(join(landings, name), "utf8");
    const data = JSON.parse(text) as Record<string, unknown>;
    const back = fromPuckData(toPuckData(data, fields), fields, Object.keys(data));
    expect(JSON.stringify(back)).toBe(JSON.stringify(data));
    expect(serializeContent(`landings/${name}`, back, text)).toBe(text);
  });

  it("gives each block a unique id and keeps the blocks' order", () => {
    const data = JSON.parse(readFileSync(join(landings, "home.json"), "utf8")) as { blocks: { type: string }[] };
    const puck = toPuckData(data, fields);
    expect(puck.content.map((item) => item.type)).toEqual(data.blocks.map((block) => block.type));
    expect(new Set(puck.content.map((item) => item.props.id)).size).toBe(data.blocks.length);
  });
});

describe("catalogue entry file ↔ editor data", () => {
  const solutions = join(landings, "../solutions");
  const entryFields = { root: catalogueEntryFields(), blocks: new Map() };
  it.each(readdirSync(solutions).filter((name) => name.endsWith(".json")))("opens and saves %s byte for byte unchanged", (name) => {
    const text = readFileSync(join(solutions, name), "utf8");
    const data = JSON.parse(text) as Record<string, unknown>;
    const puck = toPuckData(data, entryFields);
    expect(puck.content).toEqual([]);
    expect(serializeContent(`solutions/${name}`, fromPuckData(puck, entryFields, Object.keys(data)), text)).toBe(text);
  });
});
