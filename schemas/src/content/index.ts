// Content collections and landing blocks. Depends on zod only; the checker lives in @storyfront/content-check.
export * from "./primitives";
export * from "./blocks";
export * from "./review";
export * from "./success-story";
export * from "./white-paper";
export * from "./logo";
export * from "./award";
export * from "./catalogue-entry";
export * from "./landing";
export * from "./addon";
export * from "./faq";
export * from "./pricing";
export * from "./legal-page";
export * from "./site-settings";
export * from "./collections";
export * from "./json-schemas";
