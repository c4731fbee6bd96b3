// The API contract: one schema per query, body and answer of every call the site makes (spec §7).
export * from "./common";
export * from "./page";
export * from "./category";
export * from "./landing";
export * from "./tariff";
export * from "./auth";
export * from "./sales-logic";
export * from "./project";
export * from "./admin-tag";
export * from "./lead";
export * from "./admin-lead";
export * from "./invite";
export * from "./password-rule";
export * from "./account";
export * from "./vitals";
export * from "./calls";
