import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import { proposeChange, uncommittedContentFiles } from "./propose-change";

const repo = mkdtempSync(join(tmpdir(), "studio-propose-"));
const content = join(repo, "content");
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
mkdirSync(join(content, "landings"), { recursive: true });
writeFileSync(join(content, "landings/home.json"), "{}\n");
writeFileSync(join(repo, "README.md"), "repo\n");
git("init", "-q", "-b", "main");
git("config", "user.name", "Mira Marketer");
git("config", "user.email", "mira@example.com");
git("add", "-A");
git("commit", "-q", "-m", "start");
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const source = workingTree(content);

describe("proposing a change", () => {
  it("commits the content changes, and only them, to a new branch and leaves the checkout as it was", () => {
    writeFileSync(join(content, "landings/home.json"), '{ "changed": true }\n');
    writeFileSync(join(content, "landings/new.json"), "{}\n");
    writeFileSync(join(repo, "README.md"), "an unrelated edit\n");
    expect(uncommittedContentFiles(source).sort()).toEqual(["landings/home.json", "landings/new.json"]);
    const proposal = proposeChange({ name: "spring-offer", message: "Spring offer on the home page" }, source);
    expect(proposal.branch).toBe("content/spring-offer");
    expect(git("rev-list", "--count", "main..content/spring-offer")).toBe("1");
    expect(git("diff", "--name-only", "main", "content/spring-offer").split("\n")).toEqual([
      "content/landings/home.json",
      "content/landings/new.json",
    ]);
    expect(git("show", "-s", "--format=%an|%s", "content/spring-offer")).toBe("Mira Marketer|Spring offer on the home page");
    expect(git("branch", "--show-current")).toBe("main");
    const status = execFileSync("git", ["status", "--porcelain"], { cwd: repo, encoding: "utf8" });
    expect(status.trimEnd().split("\n").sort()).toEqual(
      [" M README.md", " M content/landings/home.json", "?? content/landings/new.json"].sort(),
    );
  });

  it("refuses an existing branch, a bad name, an empty message", () => {
    expect(() => proposeChange({ name: "spring-offer", message: "again" }, source)).toThrow("exists already");
    expect(() => proposeChange({ name: "Spring Offer", message: "x" }, source)).toThrow("lower-case words");
    expect(() => proposeChange({ name: "other", message: " " }, source)).toThrow("write a message");
  });
});
