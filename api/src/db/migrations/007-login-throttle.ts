// Migration 007: the login throttle (src/auth/login-throttle.ts): sign-in attempts per key (account and address pair,
// account, address) in a fixed window that starts at the first attempt. In the database so that every API process on it
// shares one count, and reserved with one statement per key so parallel guesses cannot pass together.
import type { Migration } from "./migration";

export const loginThrottleMigration: Migration = {
  id: "007-login-throttle",
  sql: `
create table login_throttle (
  key text primary key,
  attempts integer not null,
  window_start integer not null
);
`,
};
