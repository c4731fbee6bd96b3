// Production following main, on a real repository holding a copy of the content: a good commit moves it and names
// exactly the pages to revalidate; a broken commit is refused and the previous content keeps serving.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedPagePaths } from "./changed-paths";
import type { ContentRepository } from "./content-repository";
import { followMain, productionContent, refusedProduction, servedProduction } from "./production-content";

const repositoryContent = join(import.meta.dirname, "..", "..", "..", "content");
let folder = "";
let repository: ContentRepository;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Ada", "-c", "user.email=ada@example.com", ...args], { cwd: folder, stdio: "pipe" });
const enterprise = () => join(folder, "content", "landings", "enterprise.json");
function commitEnterprise(edit: (text: string) => string) {
  writeFileSync(enterprise(), edit(readFileSync(enterprise(), "utf8")));
  git("commit", "-qam", "edit enterprise");
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "storyfront-follow-"));
  cpSync(repositoryContent, join(folder, "content"), { recursive: true });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-qm", "content");
  repository = { gitDir: join(folder, ".git"), folder: "content", main: "main", remote: false };
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("production following main", () => {
  it("serves main's newest commit and revalidates only the pages a change reaches, on every host of their variant", () => {
    const first = productionContent(repository);
    expect(first.landings.get("enterprise")).toBeDefined();
    commitEnterprise((text) => text.replace('"Stories at enterprise scale"', '"Enterprise stories, renewed"'));
    const outcome = followMain(repository);
    expect(outcome.kind).toBe("moved");
    if (outcome.kind !== "moved" || !outcome.from) return;
    const paths = changedPagePaths(outcome.from.content, outcome.to.content);
    expect(paths).toContain("/localhost/en/enterprise");
    expect(paths).toContain("/storyfront.com/en/enterprise");
    expect(paths).toContain("/test.storyfront.com/en/enterprise");
    // English only changed: the translated enterprise pages, home and the ru variant stay as they are.
    expect(paths.filter((path) => !path.endsWith("/en/enterprise"))).toEqual([]);
    expect(followMain(repository).kind).toBe("unchanged");
  });

  it("refuses a commit the checker refuses and keeps serving the previous content", () => {
    const served = servedProduction()?.commit;
    commitEnterprise((text) => text.replace('"layout": "landing"', '"layout": "nonsense"'));
    const outcome = followMain(repository);
    expect(outcome.kind).toBe("refused");
    expect(refusedProduction()?.error.message).toMatch(/content\/landings\/enterprise\.json:\d+:\d+ layout/);
    expect(servedProduction()?.commit).toBe(served);
    expect(JSON.stringify(productionContent(repository).landings.get("enterprise"))).toContain("Enterprise stories, renewed");
  });
});
