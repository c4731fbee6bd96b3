// The canonical format of content files (pure, browser-safe): what the Studio saves and content:format writes.
export {
  formatContentFile,
  hasCanonicalFormat,
  parseContentFile,
  serializeContent,
  type MdxContent,
  type ParsedContent,
} from "./content-format";
export { formatDifferences } from "./format-differences";
export { canonicalKeyOrder, orderBySchema } from "./schema-shape";
export { splitFrontMatter, type MdxParts } from "./front-matter";
