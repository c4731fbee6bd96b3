import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileTimes } from "./file-times";

let folder = "";
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function commit(repository: string, file: string, text: string, isoDate: string): void {
  writeFileSync(join(repository, file), text);
  execFileSync("git", ["add", "."], { cwd: repository });
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", file], {
    cwd: repository,
    env: { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate },
  });
}

describe("when content files last changed", () => {
  it("comes from git history, and from the file time for uncommitted changes", () => {
    folder = mkdtempSync(join(tmpdir(), "storyfront-times-"));
    const content = join(folder, "content");
    mkdirSync(join(content, "legal"), { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: folder });
    commit(content, "legal/terms.fr.json", "{}", "2026-01-01T00:00:00Z");
    commit(content, "legal/terms.json", "{}", "2026-03-01T00:00:00Z");
    writeFileSync(join(content, "legal/terms.de.json"), "{}");
    utimesSync(join(content, "legal/terms.de.json"), new Date("2026-05-01T00:00:00Z"), new Date("2026-05-01T00:00:00Z"));
    const times = fileTimes(content);
    expect(times.source).toBe("git");
    expect(times.changedAt("legal/terms.fr.json")).toBe(Date.parse("2026-01-01T00:00:00Z"));
    expect(times.changedAt("legal/terms.json")).toBe(Date.parse("2026-03-01T00:00:00Z"));
    expect(times.changedAt("legal/terms.de.json")).toBe(Date.parse("2026-05-01T00:00:00Z"));
  });

  it("gives the source as it was when its translation last changed: at its commit, or at HEAD when uncommitted", () => {
    folder = mkdtempSync(join(tmpdir(), "storyfront-times-"));
    const content = join(folder, "content");
    mkdirSync(join(content, "legal"), { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: folder });
    commit(content, "legal/terms.json", '{"title":"Terms"}', "2026-01-01T00:00:00Z");
    commit(content, "legal/terms.fr.json", '{"title":"Conditions"}', "2026-02-01T00:00:00Z");
    commit(content, "legal/terms.json", '{"title":"Terms of use"}', "2026-03-01T00:00:00Z");
    writeFileSync(join(content, "legal/terms.de.json"), '{"title":"Bedingungen"}');
    writeFileSync(join(content, "legal/terms.json"), '{"title":"Terms of service"}');
    const { sourceAsOf } = fileTimes(content);
    expect(sourceAsOf?.("legal/terms.json", "legal/terms.fr.json")).toBe('{"title":"Terms"}');
    expect(sourceAsOf?.("legal/terms.json", "legal/terms.de.json")).toBe('{"title":"Terms of use"}');
    expect(sourceAsOf?.("legal/privacy.json", "legal/terms.fr.json")).toBeUndefined();
  });

  it("falls back to file times outside a git repository", () => {
    folder = mkdtempSync(join(tmpdir(), "storyfront-times-"));
    writeFileSync(join(folder, "terms.json"), "{}");
    utimesSync(join(folder, "terms.json"), new Date("2026-02-02T00:00:00Z"), new Date("2026-02-02T00:00:00Z"));
    const times = fileTimes(folder);
    expect(times.source).toBe("file time");
    expect(times.changedAt("terms.json")).toBe(Date.parse("2026-02-02T00:00:00Z"));
    expect(times.sourceAsOf).toBeUndefined();
  });
});
