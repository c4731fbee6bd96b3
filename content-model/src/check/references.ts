// Where a content file names other entries by slug, so missing ones can be reported: read from the
// collection's schema (reference() and references() mark them), for every collection and block alike.
import { collections, type CollectionName } from "@storyfront/schemas";
import { referencesIn, type Reference } from "../schema-references";

export type { Reference };

export function referencesOf(collection: CollectionName, data: Record<string, unknown>): Reference[] {
  return referencesIn(collections[collection].schema, data);
}
