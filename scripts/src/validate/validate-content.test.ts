import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { validateContent } from "./validate-content";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const base = join(fixtures, "base");
const brokenKinds = readdirSync(join(fixtures, "broken"));
const temporaryFolders: string[] = [];

/** The valid base fixture with one broken fixture's files laid over it, in a temporary folder. */
function brokenContent(kind: string): string {
  const folder = mkdtempSync(join(tmpdir(), `storyfront-${kind}-`));
  temporaryFolders.push(folder);
  cpSync(base, folder, { recursive: true });
  cpSync(join(fixtures, "broken", kind), folder, { recursive: true, filter: (source) => !source.endsWith("expected.json") });
  return folder;
}

afterAll(() => {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

describe("npm run validate", () => {
  it("passes the base fixture with a one-line summary", () => {
    const report = validateContent(base);
    expect(report.problems).toEqual([]);
    expect(report.text).toMatch(/^✔ Content is valid: 6 files, 4 media files \(.*1 landings.*\)\.$/);
  });

  it("has one broken fixture per kind of error", () => {
    expect(brokenKinds.length).toBeGreaterThanOrEqual(14);
  });

  it.each(brokenKinds)("names the file and field of a %s", (kind) => {
    const expected = JSON.parse(readFileSync(join(fixtures, "broken", kind, "expected.json"), "utf8")) as {
      file: string;
      path: string;
      message: string;
    };
    const report = validateContent(brokenContent(kind));
    const problem = report.problems.find((candidate) => candidate.file === expected.file && candidate.path === expected.path);
    expect(problem, report.text).toBeDefined();
    expect(problem?.message).toContain(expected.message);
    expect(problem?.fix.length).toBeGreaterThan(10);
    expect(report.text).toContain(`content/${expected.file}`);
  });

  it("reports every problem at once, not only the first", () => {
    const report = validateContent(brokenContent("dead-link"));
    expect(report.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("/careers"),
      expect.stringContaining('no page "no-such-report" exists in content/white-papers'),
    ]);
    expect(report.text).toContain("2 problems in 1 file");
  });

  it("exits non-zero and prints the fix when content is broken", () => {
    const folder = brokenContent("unknown-block-type");
    let output = "";
    let status = 0;
    try {
      execFileSync("tsx", [fileURLToPath(new URL("./cli.ts", import.meta.url)), folder], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      status = failure.status;
      output = failure.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain("landings/unknown-block.json");
    expect(output).toContain('blocks[1].type: unknown block type "carousel"');
    expect(output).toContain("fix: use one of: intro, numbers, features");
  });

  it("prints JSON and GitHub annotations for tools, with file:line:column", () => {
    const folder = brokenContent("unknown-block-type");
    const run = (format: string) => {
      try {
        execFileSync("tsx", [fileURLToPath(new URL("./cli.ts", import.meta.url)), folder, "--format", format], {
          encoding: "utf8",
          stdio: "pipe",
        });
        return { status: 0, stdout: "" };
      } catch (error) {
        return error as { status: number; stdout: string };
      }
    };
    const json = run("json");
    expect(json.status).toBe(1);
    const parsed = JSON.parse(json.stdout) as { ok: boolean; problems: { file: string; line: number; column: number; path: string }[] };
    expect(parsed.ok).toBe(false);
    expect(parsed.problems).toContainEqual(
      expect.objectContaining({
        file: `${folder}/landings/unknown-block.json`,
        path: "blocks[1].type",
        line: expect.any(Number),
        column: expect.any(Number),
      }),
    );
    const github = run("github");
    expect(github.stdout).toMatch(
      /^::error file=.*landings\/unknown-block\.json,line=2,col=105,title=blocks\[1\]\.type::unknown block type "carousel"/m,
    );
  }, 30_000);
});
