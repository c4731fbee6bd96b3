/** One step of the schema: applied once, in the order of `migrations` (in-order.ts), and recorded by its id. */
export type Migration = { id: string; sql: string };
