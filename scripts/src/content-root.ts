import { fileURLToPath } from "node:url";

/** The repository's content folder; CLIs accept another one as an argument (used by tests and fixtures). */
export const contentRoot = fileURLToPath(new URL("../../content/", import.meta.url));

/** The site's code, whose scan says which message keys each page reads (also for another --content folder). */
export const siteSrc = fileURLToPath(new URL("../../site/src/", import.meta.url));
