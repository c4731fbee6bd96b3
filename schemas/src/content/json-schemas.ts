// JSON Schema for every collection, generated from the zod schemas, so editors complete and check content files.
import { z } from "zod";
import { blockDefinitions, type BlockType } from "./blocks";
import { collectionNames, collections } from "./collections";

export function collectionJsonSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    collectionNames.map((name) => {
      const { folder, schema } = collections[name];
      return [`${folder}.schema.json`, z.toJSONSchema(schema, { target: "draft-7", io: "input" })];
    }),
  );
}

/** JSON Schema (input side) of each render-form block, e.g. for Builder.io inputs. */
export function blockJsonSchemas(): Map<BlockType, unknown> {
  return new Map(blockDefinitions.map((block) => [block.type, z.toJSONSchema(block.render, { io: "input" })]));
}
