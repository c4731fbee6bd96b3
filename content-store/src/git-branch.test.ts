// The Studio's store on a content branch of a bare repository: saves are commits by the editor that never lose a
// change — two editors on one branch land both when they touch different files, and the later one is told of the
// conflict when they touch the same file.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BranchConflict, gitBranch } from "./git-branch";
import { readDocument, saveDocument } from "./documents";

const scratch = mkdtempSync(join(tmpdir(), "studio-branch-"));
const gitDir = join(scratch, "repository.git");
const run = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Setup", "-c", "user.email=setup@example.com", ...args], { cwd, stdio: "pipe" })
    .toString()
    .trim();
const repository = { gitDir, folder: "content" };
const ada = { name: "Ada Editor", email: "ada@example.com" };
const ben = { name: "Ben Editor", email: "ben@example.com" };
const branch = "content/spring-offer";

beforeAll(() => {
  const work = join(scratch, "work");
  cpSync(join(import.meta.dirname, "../../content"), join(work, "content"), { recursive: true });
  run(work, "init", "-q", "-b", "main");
  run(work, "add", "-A");
  run(work, "commit", "-qm", "content");
  run(scratch, "clone", "-q", "--bare", work, gitDir);
  run(gitDir, "branch", branch, "main");
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const review = (source: ReturnType<typeof gitBranch>, file: string) => JSON.parse(source.read(file) ?? "{}") as Record<string, unknown>;

describe("the Studio's store on a content branch", () => {
  it("commits a canonical save as the signed-in editor, on the branch only", () => {
    const source = gitBranch(repository, branch, ada);
    const file = "reviews/ada-moreno.json";
    const opened = readDocument(file, source);
    expect(saveDocument(file, { ...review(source, file), author: "Ada M." }, opened?.hash ?? "", source)).toMatchObject({
      outcome: "saved",
    });
    expect(run(gitDir, "log", "-1", "--format=%an <%ae>|%s", branch)).toBe("Ada Editor <ada@example.com>|Save reviews/ada-moreno.json");
    expect(run(gitDir, "show", `${branch}:content/${file}`)).toContain('"Ada M."');
    expect(run(gitDir, "show", `main:content/${file}`)).not.toContain('"Ada M."');
    expect(readDocument(file, gitBranch(repository, branch, ben))?.text).toContain('"Ada M."');
  });

  it("lands two editors' saves of different files, each on top of the other", () => {
    const [first, second] = [gitBranch(repository, branch, ada), gitBranch(repository, branch, ben)];
    first.write("reviews/ada-moreno.json", `${first.read("reviews/ada-moreno.json")?.replace("Ada M.", "Ada Moreno")}`);
    const other = "logos/northwind-bank.json";
    second.write(other, (second.read(other) ?? "").replace('"Northwind Bank"', '"Northwind Bank plc"'));
    expect(run(gitDir, "show", `${branch}:content/reviews/ada-moreno.json`)).toContain('"Ada Moreno"');
    expect(run(gitDir, "show", `${branch}:content/${other}`)).toContain('"Northwind Bank plc"');
    expect(run(gitDir, "log", "-2", "--format=%an", branch).split("\n")).toEqual(["Ben Editor", "Ada Editor"]);
  });

  it("refuses the later of two saves of one file as a conflict, and keeps the first", () => {
    const file = "reviews/ada-moreno.json";
    const [first, second] = [gitBranch(repository, branch, ada), gitBranch(repository, branch, ben)];
    first.write(file, (first.read(file) ?? "").replace('"Ada Moreno"', '"A. Moreno"'));
    expect(() => second.write(file, (second.read(file) ?? "").replace('"Ada Moreno"', '"Ada Mor."'))).toThrow(BranchConflict);
    expect(run(gitDir, "show", `${branch}:content/${file}`)).toContain('"A. Moreno"');
  });
});
