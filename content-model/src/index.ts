// The runtime content model: the content index, block resolution, templates, the scaffold, the graph and the
// checker (check/). Browser-safe; reading a folder from disk is in ./read-content-folder (Node only).
export * from "./content-index";
export * from "./library";
export * from "./catalogue-template";
export * from "./landing-scaffold";
export * from "./mdx-components";
export * from "./source-format";
export * from "./check/problem";
export * from "./check/routes";
export * from "./check/mdx-fields";
export * from "./check/content-path";
export * from "./format";
export * from "./check/check-content";
export * from "./report/format-report";
export * from "./translations/translation-status";
export * from "./translations/page-completeness";
export * from "./translations/card-texts";
export * from "./graph/page-reads";
export * from "./graph/content-graph";
export * from "./graph/changed-pages";
export * from "./graph/reason-text";
