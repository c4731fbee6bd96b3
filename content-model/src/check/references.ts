// Where a content file names other entries by slug (so missing ones can be reported) and which of its fields are
// links: read from the collection's schema (reference(), references(), hrefSchema mark them), for every block alike.
import { collections, type CollectionName } from "@storyfront/schemas";
import { linkPathsIn, referencesIn, type Reference } from "../schema-references";
import { formatPath } from "./problem";

export type { Reference };

export function referencesOf(collection: CollectionName, data: Record<string, unknown>): Reference[] {
  return referencesIn(collections[collection].schema, data);
}

/** The formatted paths (formatPath) of the file's fields whose whole value is a link. */
export function linkFieldsOf(collection: CollectionName, data: Record<string, unknown>): Set<string> {
  return new Set(linkPathsIn(collections[collection].schema, data).map(formatPath));
}
