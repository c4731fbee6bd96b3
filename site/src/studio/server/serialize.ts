// The bytes a saved document is written as: the one canonical content format (content-model/src/format), shared
// with `npm run content:format`, so a Studio save and a hand edit formatted by it give the same file.
import { serializeContent } from "@storyfront/content-model";

export function serializeDocument(file: string, data: unknown, previousText?: string): string {
  return serializeContent(file, data, previousText);
}
