// Run after `next build` (site's build script): on a preview build, stores the changed-pages list next to the
// build so the deployed server needs no git. Outside previews it removes a stale list and does nothing else.
import { rmSync, writeFileSync } from "node:fs";
import { buildChangesFile, computeBuildChanges } from "./build-changes";
import { previewBuild } from "./preview-build";

const build = previewBuild();
const file = buildChangesFile();
if (!build) {
  rmSync(file, { force: true });
} else {
  const changes = computeBuildChanges(build);
  writeFileSync(file, JSON.stringify(changes));
  console.log(
    changes.report
      ? `Preview of ${build.branch} against ${build.base}: ${changes.report.pages.length} changed pages listed at /_preview/changes`
      : `Preview of ${build.branch}: no list of changed pages (${changes.error})`,
  );
}
