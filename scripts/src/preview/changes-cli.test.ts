// The changes CLI over a temporary git repository (the review fixture): a branch that changes one French
// message lists the pages that show that message, and names the key.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeReviewFixture } from "@storyfront/content-model/graph/review-fixture";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const fixture = makeReviewFixture(join(repoRoot, "content"));
afterAll(() => fixture.remove());

// On top of the branch, only the French pricing title differs from main in messages/fr.json (uncommitted).
const onMain = JSON.parse(
  execFileSync("git", ["show", "main:content/messages/fr.json"], { cwd: fixture.repo, encoding: "utf8" }),
) as Record<string, Record<string, unknown>>;
writeFileSync(
  join(fixture.contentRoot, "messages/fr.json"),
  `${JSON.stringify({ ...onMain, Pricing: { ...onMain.Pricing, title: "Des tarifs selon vos utilisateurs actifs" } }, null, 2)}\n`,
);

const run = (format: string) =>
  execFileSync(
    join(repoRoot, "node_modules", ".bin", "tsx"),
    ["scripts/src/preview/changes-cli.ts", "--base", "main", "--format", format, "--content", fixture.contentRoot],
    { cwd: repoRoot, encoding: "utf8" },
  );

describe("npm run preview:changes on a change to one message key", () => {
  it("lists exactly the French pages that show the key, naming it", { timeout: 30_000 }, () => {
    const report = JSON.parse(run("json")) as {
      pages: { path: string; locale: string; reasons: { kind: string; keys?: { key: string }[] }[] }[];
    };
    const byMessages = report.pages.filter((page) => page.reasons.some((reason) => reason.kind === "messages"));
    expect(byMessages.map((page) => page.path).sort()).toEqual(["/fr/prices", "/fr/pricing"]);
    expect(byMessages[0]?.reasons.find((reason) => reason.kind === "messages")?.keys?.map(({ key }) => key)).toEqual(["Pricing.title"]);
  });

  it("says the key in the text a reviewer reads", { timeout: 30_000 }, () => {
    const text = run("text");
    expect(text).toMatch(/\/fr\/pricing\s+messages messages\/fr\.json › Pricing\.title \(modified\)/);
    expect(text).not.toMatch(/\/fr\/faq\s/);
  });
});
