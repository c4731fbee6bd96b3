import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoute } from "@storyfront/schemas";
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

const folder = readContentFolder(fixture.contentRoot);
const head = contentGraph(checkContent(folder.files, folder.mediaPaths).content);

describe("previewChanges on a content branch", () => {
  const report = previewChanges({ contentRoot: fixture.contentRoot, base: "main" });
  it("lists the changed files, uncommitted ones included", () => {
    // Each modified JSON file with what changed in it, old → new: a catalogue by key, any other file by field.
    const review = (added: string) => [
      { field: "text", before: expect.not.stringContaining(added), after: expect.stringContaining(added) },
    ];
    expect(report.files).toEqual([
      {
        file: fixtureEdits.landing,
        status: "modified",
        fields: [
          {
            field: "seo.title",
            before: "Storyfront for enterprise | Security, SLAs and scale",
            after: "Storyfront for enterprise | SSO, SLAs and scale",
          },
        ],
      },
      { file: fixtureEdits.removed.file, status: "deleted" },
      { file: fixtureEdits.added.file, status: "added" },
      {
        file: fixtureEdits.frenchMessages,
        status: "modified",
        keys: [{ key: "Footer.blog", status: "modified", before: "Blog", after: "Le blog" }],
      },
      { file: fixtureEdits.review, status: "modified", fields: review("Support tickets fell by a third.") },
      { file: fixtureEdits.russianReview, status: "modified", fields: review("Обращений в поддержку стало на треть меньше.") },
    ]);
  });

  it("lists exactly the affected pages with their reasons, and nothing else", () => {
    const french = head.pages.filter((page) => page.locale === "fr").map(key);
    // Pages of locales with their own version of the review read that one: unchanged in fr, de and es, edited in ru.
    const showingReview = ["com:/", "com:/solutions/fintech", "com:/solutions/onboarding", "ru:/"];
    const changed = [...new Set([...french, ...showingReview, "com:/enterprise"])].sort();
    expect(
      report.pages
        .filter((page) => page.status === "changed")
        .map(key)
        .sort(),
    ).toEqual(changed);
    expect(report.pages.filter((page) => page.status === "added").map(key)).toEqual([`com:${fixtureEdits.added.path}`]);
    expect(report.pages.filter((page) => page.status === "removed").map(key)).toEqual([`com:${fixtureEdits.removed.path}`]);

    const reasonsOf = (path: string, variant = "com") =>
      report.pages.find((page) => page.path === path && page.variant === variant)?.reasons.map((reason) => `${reason.kind}:${reason.file}`);
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
    const committed = JSON.parse(execFileSync("git", ["show", "HEAD:content/messages/de.json"], { cwd: fixture.repo, encoding: "utf8" }));
    writeFileSync(join(fixture.contentRoot, "messages/de.json"), `${JSON.stringify({ ...committed, Extra: { note: "Neu" } })}\n`);
    // Without the site's code (siteSrc) no page's keys are known: every German page may show the new key.
    const withEdit = previewChanges({ contentRoot: fixture.contentRoot, base: "main" });
    expect(withEdit.files).toContainEqual({
      file: "messages/de.json",
      status: "modified",
      keys: [{ key: "Extra.note", status: "added", after: "Neu" }],
    });
    expect(withEdit.pages.filter((page) => page.locale === "de" && page.status === "changed").length).toBe(
      head.pages.filter((page) => page.locale === "de").length,
    );
    execFileSync("git", ["checkout", "--", "content/messages/de.json"], { cwd: fixture.repo });
  });
});

describe("previewChanges with the message keys each page reads (the site's code)", () => {
  const siteSrc = fileURLToPath(new URL("../../../site/src", import.meta.url));
  const messages = join(fixture.contentRoot, "messages/fr.json");
  const committed = () =>
    JSON.parse(execFileSync("git", ["show", "HEAD:content/messages/fr.json"], { cwd: fixture.repo, encoding: "utf8" })) as Record<
      string,
      Record<string, unknown>
    >;
  const withFrench = (edit: (messages: Record<string, Record<string, unknown>>) => void) => {
    const edited = committed();
    edit(edited);
    writeFileSync(messages, `${JSON.stringify(edited, null, 2)}\n`);
    try {
      return previewChanges({ contentRoot: fixture.contentRoot, base: "main", siteSrc });
    } finally {
      execFileSync("git", ["checkout", "--", "content/messages/fr.json"], { cwd: fixture.repo });
    }
  };
  const frenchPages = (report: ReturnType<typeof previewChanges>) =>
    report.pages.filter((page) => page.locale === "fr" && page.reasons.some((reason) => reason.kind === "messages"));

  it("lists exactly the pages that read a changed key, naming the key", () => {
    const report = withFrench((edited) => {
      edited.Footer = { ...edited.Footer, blog: "Blog" }; // the branch's chrome edit undone: only the pricing title is left
      edited.Pricing = { ...edited.Pricing, title: "Des tarifs selon vos utilisateurs actifs" };
    });
    const pricingTitle = {
      key: "Pricing.title",
      status: "modified",
      before: expect.any(String),
      after: "Des tarifs selon vos utilisateurs actifs",
    };
    expect(report.files.find((file) => file.file === "messages/fr.json")?.keys).toEqual([pricingTitle]);
    expect(
      frenchPages(report)
        .map((page) => page.path)
        .sort(),
    ).toEqual(["/fr/prices", "/fr/pricing"]);
    expect(frenchPages(report)[0]?.reasons.find((reason) => reason.kind === "messages")).toEqual({
      file: "messages/fr.json",
      kind: "messages",
      status: "modified",
      keys: [pricingTitle],
    });
  });

  it("still lists every page of the locale that shows the chrome for a key of the chrome", () => {
    const report = withFrench(() => {}); // the branch's own edit: Footer.blog, a link of the footer
    // The sales layout (/sales, /quick-demo) has no footer: its pages do not show the key.
    const french = head.pages
      .filter((page) => page.locale === "fr" && matchRoute(page.route)?.family.layout !== "sales")
      .map((page) => page.path)
      .sort();
    expect(french.length).toBeGreaterThan(10);
    expect(
      frenchPages(report)
        .map((page) => page.path)
        .sort(),
    ).toEqual(french);
    for (const page of frenchPages(report))
      expect(page.reasons.find((reason) => reason.kind === "messages")?.keys).toEqual([
        { key: "Footer.blog", status: "modified", before: "Blog", after: "Le blog" },
      ]);
  });

  it("flags a translated catalogue as out of date only on the pages that read the changed source key", () => {
    const english = join(fixture.contentRoot, "messages/en.json");
    const source = JSON.parse(
      execFileSync("git", ["show", "HEAD:content/messages/en.json"], { cwd: fixture.repo, encoding: "utf8" }),
    ) as Record<string, Record<string, unknown>>;
    writeFileSync(
      english,
      `${JSON.stringify({ ...source, Pricing: { ...source.Pricing, title: "Pricing by monthly active users, simply" } }, null, 2)}\n`,
    );
    try {
      const report = previewChanges({ contentRoot: fixture.contentRoot, base: "main", siteSrc });
      const german = report.outdatedTranslations.find((entry) => entry.translation === "messages/de.json");
      expect(german?.pages.map((page) => page.path).sort()).toEqual(["/de/prices", "/de/pricing"]);
    } finally {
      execFileSync("git", ["checkout", "--", "content/messages/en.json"], { cwd: fixture.repo });
    }
  });

  it("lists no page for a change that leaves every key as it was", () => {
    expect(frenchPages(withFrench((edited) => void Object.assign(edited, { Footer: { ...edited.Footer, blog: "Blog" } })))).toEqual([]);
  });
});

describe("previewChanges without the history it needs", () => {
  it("names an unknown base and how to fix it", () => {
    expect(() => previewChanges({ contentRoot: fixture.contentRoot, base: "no-such-branch" })).toThrow(PreviewChangesError);
    expect(() => previewChanges({ contentRoot: fixture.contentRoot, base: "no-such-branch" })).toThrow(
      /"no-such-branch" is not a branch, tag or commit.*git fetch origin no-such-branch/,
    );
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
