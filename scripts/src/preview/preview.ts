// npm run preview [-- --skip-build]: builds this checkout as a preview of its branch and serves it with the API
// and demo data, exactly like `npm start`. The bar, the changes page (/_preview/changes) and noindex are on.
import { spawn } from "node:child_process";
import path from "node:path";
import { gitAnswer } from "@storyfront/content-model/git/git";

const root = path.resolve(import.meta.dirname, "../../..");
const git = (...args: string[]) => gitAnswer(root, args) ?? "";

const branch =
  process.env.SITE_PREVIEW_BRANCH ||
  git("rev-parse", "--abbrev-ref", "HEAD").replace(/^HEAD$/, "") ||
  git("rev-parse", "--short", "HEAD") ||
  "local";
const env = {
  ...process.env,
  SITE_PREVIEW_BRANCH: branch,
  SITE_PREVIEW_COMMIT: process.env.SITE_PREVIEW_COMMIT || git("rev-parse", "HEAD"),
  SITE_PREVIEW_BASE: process.env.SITE_PREVIEW_BASE || "main",
  // Its own build folder, so a preview and a normal build of the same checkout do not overwrite each other.
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-preview-build",
};
console.log(
  `Preview of ${env.SITE_PREVIEW_BRANCH} (${env.SITE_PREVIEW_COMMIT.slice(0, 7) || "no commit"}) against ${env.SITE_PREVIEW_BASE}; ` +
    `changed pages at /_preview/changes`,
);

const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/src/start.ts"), ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
