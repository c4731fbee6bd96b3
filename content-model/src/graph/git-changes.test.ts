import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { readContentFolder } from "../check/read-content-folder";
import { contentGraph } from "./content-graph";
import { previewChanges, PreviewChangesError } from "./git-changes";
import { fixtureEdits, makeReviewFixture } from "./review-fixture";

const source = fileURLToPath(new URL("../../../content", import.meta.url));
const fixture = makeReviewFixture(source);
afterAll(() => fixture.remove());

const key = (page: { variant: string; path: string }) => `${page.variant}:${page.path}`;

describe("previewChanges on a content branch", () => {
  const report = previewChanges({ contentRoot: fixture.contentRoot, base: "main" });
  const folder = readContentFolder(fixture.contentRoot);
  const head = contentGraph(checkContent(folder.files, folder.mediaPaths).content);

  it("lists the changed files, uncommitted ones included", () => {
    expect(report.files).toEqual([
      { file: fixtureEdits.landing, status: "modified" },
      { file: fixtureEdits.removed.file, status: "deleted" },
      { file: fixtureEdits.added.file, status: "added" },
      { file: fixtureEdits.frenchMessages, status: "modified" },
      { file: fixtureEdits.review, status: "modified" },
      { file: fixtureEdits.russianReview, status: "modified" },
    ]);
  });

  it("lists exactly the affected pages with their reasons, and nothing else", () => {
    const french = head.pages.filter((page) => page.locale === "fr").map(key);
    // Pages of locales with their own version of the review read that one: unchanged in fr, de and es, edited in ru.
    const showingReview = ["com:/", "com:/solutions/fintech", "com:/solutions/onboarding", "com:/solutions/telecom", "ru:/"];
    const changed = [...new Set([...french, ...showingReview, "com:/enterprise"])].sort();
    expect(report.pages.filter((page) => page.status === "changed").map(key).sort()).toEqual(changed);
    expect(report.pages.filter((page) => page.status === "added").map(key)).toEqual([`com:${fixtureEdits.added.path}`]);
    expect(report.pages.filter((page) => page.status === "removed").map(key)).toEqual([`com:${fixtureEdits.removed.path}`]);

    const reasonsOf = (path: string, variant = "com") => report.pages.find((page) => page.path === path && page.variant === variant)?.reasons.map((reason) => `${reason.kind}:${reason.file}`);
    expect(reasonsOf("/fr")).toEqual(["messages:messages/fr.json"]);
    expect(reasonsOf("/", "ru")).toEqual(["review:reviews/ada-moreno.ru.json"]);
    expect(reasonsOf("/enterprise")).toEqual(["own:landings/enterprise.json"]);
    expect(reasonsOf("/fr/faq")).toEqual(["messages:messages/fr.json"]);
    expect(reasonsOf(fixtureEdits.added.path)).toEqual([`own:${fixtureEdits.added.file}`]);
    expect(report.pages.find((page) => page.path === fixtureEdits.added.path)?.draft).toBe(true);
    expect(reasonsOf(fixtureEdits.removed.path)).toEqual([`own:${fixtureEdits.removed.file}`]);
  });

  it("flags the translations of a changed source that the branch left alone", () => {
    expect(report.outdatedTranslations.map((entry) => `${entry.source}→${entry.translation}`)).toEqual([
      "landings/enterprise.json→landings/enterprise.fr.json",
      "landings/enterprise.json→landings/enterprise.de.json",
      "landings/enterprise.json→landings/enterprise.es.json",
      "landings/enterprise.json→landings/enterprise.ru.json",
      "reviews/ada-moreno.json→reviews/ada-moreno.fr.json",
      "reviews/ada-moreno.json→reviews/ada-moreno.de.json",
      "reviews/ada-moreno.json→reviews/ada-moreno.es.json",
    ]);
    expect(report.outdatedTranslations[0]?.pages).toEqual([{ variant: "com", locale: "fr", path: "/fr/enterprise" }]);
  });

  it("counts an uncommitted edit, as a build of the checkout shows it", () => {
    writeFileSync(join(fixture.contentRoot, "messages/de.json"), `${JSON.stringify({ ...JSON.parse(execFileSync("git", ["show", "HEAD:content/messages/de.json"], { cwd: fixture.repo, encoding: "utf8" })), extra: {} })}\n`);
    const withEdit = previewChanges({ contentRoot: fixture.contentRoot, base: "main" });
    expect(withEdit.files).toContainEqual({ file: "messages/de.json", status: "modified" });
    expect(withEdit.pages.filter((page) => page.locale === "de" && page.status === "changed").length).toBe(head.pages.filter((page) => page.locale === "de").length);
    execFileSync("git", ["checkout", "--", "content/messages/de.json"], { cwd: fixture.repo });
  });
});

describe("previewChanges without the history it needs", () => {
  it("names an unknown base and how to fix it", () => {
    expect(() => previewChanges({ contentRoot: fixture.contentRoot, base: "no-such-branch" })).toThrow(PreviewChangesError);
    expect(() => previewChanges({ contentRoot: fixture.contentRoot, base: "no-such-branch" })).toThrow(/"no-such-branch" is not a branch, tag or commit.*git fetch origin no-such-branch/);
  });

  it("says there is no git history outside a repository", () => {
    const plain = mkdtempSync(join(tmpdir(), "storyfront-no-git-"));
    try {
      expect(() => previewChanges({ contentRoot: plain, base: "main" })).toThrow(/is not inside a git repository/);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
