import { fileURLToPath } from "node:url";

/** The repository's content folder; CLIs accept another one as an argument (used by tests and fixtures). */
export const contentRoot = fileURLToPath(new URL("../../content/", import.meta.url));
