// The shared contract: content collections, landing blocks and the API calls. Depends on zod only.
export {};
export * from "./api";
export * from "./content";
export * from "./locales/registry";
export * from "./route-table/variant-routes";
export * from "./route-table/route-table";
export * from "./revalidation/revalidation-request";
