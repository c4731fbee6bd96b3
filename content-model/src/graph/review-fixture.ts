// Node-only test support: a temporary git repository with today's content on main and a content branch that
// changes one review and its Russian translation, one French message and one landing, adds a landing and removes one. Used by the unit
// tests of the changed-pages list and by the browser tests of the preview (which build the branch).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ReviewFixture {
  /** The repository root; content sits in <repo>/content. */
  repo: string;
  contentRoot: string;
  branch: string;
  remove: () => void;
}

/** The branch's edits, named so tests can say what they expect. */
export const fixtureEdits = {
  review: "reviews/ada-moreno.json",
  /** The review's Russian translation, edited with it (the fr, de and es ones are left behind, so they are outdated). */
  russianReview: "reviews/ada-moreno.ru.json",
  frenchMessages: "messages/fr.json",
  landing: "landings/enterprise.json",
  /** Added as a draft: shown on the preview and in draft mode, a 404 in production. */
  added: { file: "landings/spring-offer.json", path: "/solutions/spring-offer", title: "Spring offer" },
  removed: { file: "landings/retired-offer.json", path: "/solutions/retired-offer" },
} as const;

type Json = Record<string, unknown>;

function git(repo: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=Fixture", "-c", "user.email=fixture@storyfront.invalid", "-c", "commit.gpgsign=false", ...args], {
    cwd: repo,
    stdio: "ignore",
  });
}

function editJson(root: string, file: string, edit: (data: Json) => Json): void {
  const path = join(root, file);
  writeFileSync(path, `${JSON.stringify(edit(JSON.parse(readFileSync(path, "utf8")) as Json), null, 2)}\n`);
}

function offerLanding(root: string, slug: string, title: string, draft = false): string {
  const source = JSON.parse(readFileSync(join(root, "landings/use-cases.json"), "utf8")) as Json;
  const blocks = (source.blocks as Json[]).map((block, index) => (index === 0 ? { ...block, titleLines: [title, "in your app"] } : block));
  const seo = { title: `${title} | Storyfront`, description: `${title}: stories for a season.` };
  return `${JSON.stringify({ ...source, slug, path: `/solutions/${slug}`, seo, ...(draft ? { draft: true } : {}), blocks }, null, 2)}\n`;
}

export function makeReviewFixture(contentSource: string, branch = "spring-campaign"): ReviewFixture {
  const repo = mkdtempSync(join(tmpdir(), "storyfront-preview-fixture-"));
  const contentRoot = join(repo, "content");
  cpSync(contentSource, contentRoot, { recursive: true, filter: (path) => !path.includes("node_modules") });
  writeFileSync(join(contentRoot, fixtureEdits.removed.file), offerLanding(contentRoot, "retired-offer", "Retired offer"));
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Content as on main");
  git(repo, "checkout", "-q", "-b", branch);
  editJson(contentRoot, fixtureEdits.review, (review) => ({ ...review, text: `${String(review.text)} Support tickets fell by a third.` }));
  editJson(contentRoot, fixtureEdits.russianReview, (review) => ({
    ...review,
    text: `${String(review.text)} Обращений в поддержку стало на треть меньше.`,
  }));
  editJson(contentRoot, fixtureEdits.frenchMessages, (messages) => ({
    ...messages,
    Footer: { ...(messages.Footer as Json), blog: "Le blog" },
  }));
  editJson(contentRoot, fixtureEdits.landing, (landing) => ({
    ...landing,
    seo: { ...(landing.seo as Json), title: "Storyfront for enterprise | SSO, SLAs and scale" },
  }));
  writeFileSync(join(contentRoot, fixtureEdits.added.file), offerLanding(contentRoot, "spring-offer", fixtureEdits.added.title, true));
  rmSync(join(contentRoot, fixtureEdits.removed.file));
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Spring campaign");
  return { repo, contentRoot, branch, remove: () => rmSync(repo, { recursive: true, force: true }) };
}
