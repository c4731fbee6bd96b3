// One small interface over both storage backends, so migrations and queries are written once.

export interface Queryable {
  /** Runs one statement with `$1`-style parameters and answers its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * PGlite only: runs `copy … from '/dev/blob'` with `data` as the file, the fast way in for large bytes (a bytea
   * parameter crawls through PGlite's protocol code; media/media-store.ts). Absent on PostgreSQL.
   */
  copyFrom?(sql: string, data: Uint8Array): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
