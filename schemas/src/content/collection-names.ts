/**
 * The collections' names, written apart from their definitions (collections.ts, which must list exactly these):
 * field metadata names a reference's target, and the definitions' types are built from schemas carrying it.
 */
export type CollectionName =
  | "landings"
  | "solutions"
  | "caseStudies"
  | "reviews"
  | "whitePapers"
  | "logos"
  | "awards"
  | "addons"
  | "legal"
  | "pricing"
  | "faq"
  | "settings";
