import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readContentFolder } from "../check/read-content-folder";
import { commitFiles, type FileChange } from "./branch-commits";
import { changedContentFiles, commitTreeFiles, readBlobs, readCommitContent } from "./commit-content";

const scratch = mkdtempSync(join(tmpdir(), "commit-content-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const gitDir = join(scratch, "repo.git");
execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", gitDir]);
// A fixture, not a server's repository: 1,000 loose objects each fsynced take seconds on a busy machine.
execFileSync("git", ["config", "core.fsync", "none"], { cwd: gitDir });
const author = { name: "Mira Marketer", email: "mira@example.com" };
const commit = (parent: string | null, changes: FileChange[]) => commitFiles(gitDir, { parent, changes, author, message: "edit" });

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const files: Record<string, string | Uint8Array> = {
  "content/landings/home.json": '{ "title": "Home" }\n',
  "content/landings/about.fr.json": '{\n  "title": "À propos 🎉"\n}\n\n',
  "content/messages/en.json": "{}",
  "content/landings/.draft.json": "{}",
  "content/README.md": "not content: the folder's root",
  "content/media/logo.png": png,
  "content/media/deep/hero.jpg": png,
  "site/landings/other.json": "{}",
};
const first = commit(
  null,
  Object.entries(files).map(([path, data]) => ({ path, data })),
);

describe("reading content from a commit", () => {
  it("keeps what readContentFolder keeps, in the same order, with the texts as utf8", () => {
    const read = readCommitContent(gitDir, first);
    expect(read.files.map((file) => file.path)).toEqual(["landings/about.fr.json", "landings/home.json", "messages/en.json"]);
    expect(read.files[0]?.text).toBe(files["content/landings/about.fr.json"]);
    expect([...read.mediaPaths].sort()).toEqual(["/media/deep/hero.jpg", "/media/logo.png"]);

    const folder = join(scratch, "checkout");
    for (const [path, data] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), data);
    }
    expect(read).toEqual(readContentFolder(join(folder, "content")));
  });

  it("reads another folder, or nothing when the commit has no such folder", () => {
    expect(readCommitContent(gitDir, first, "site").files).toEqual([{ path: "landings/other.json", text: "{}" }]);
    expect(readCommitContent(gitDir, first, "nowhere")).toEqual({ files: [], mediaPaths: new Set() });
  });

  it("reads 1,000 landings in one commit", () => {
    const changes = Array.from({ length: 1000 }, (_, index) => ({
      path: `content/landings/page-${index}.json`,
      data: JSON.stringify({ title: `Page ${index}`, body: "x\n".repeat(index % 7) }),
    }));
    const big = commit(first, changes);
    const read = readCommitContent(gitDir, big);
    expect(read.files.filter((file) => file.path.startsWith("landings/page-"))).toHaveLength(1000);
    expect(read.files.find((file) => file.path === "landings/page-999.json")?.text).toBe(changes[999]?.data);
  });

  it("gives blob ids by path and the bytes of blobs, binary included", () => {
    const ids = commitTreeFiles(gitDir, first);
    expect(ids.get("landings/home.json")).toMatch(/^[0-9a-f]{40}$/);
    const [logo] = readBlobs(gitDir, [ids.get("media/logo.png") ?? ""]);
    expect(Uint8Array.from(logo ?? [])).toEqual(png);
    expect(commitTreeFiles(gitDir, first, "").has("site/landings/other.json")).toBe(true);
  });
});

describe("content files changed between two commits", () => {
  it("names the added, modified and deleted files of the content folder only", () => {
    const next = commit(first, [
      { path: "content/landings/home.json", data: '{ "title": "Home, again" }\n' },
      { path: "content/landings/about.fr.json", data: null },
      { path: "content/landings/new.json", data: "{}" },
      { path: "site/landings/other.json", data: "changed" },
    ]);
    expect(changedContentFiles(gitDir, first, next)).toEqual([
      { file: "landings/about.fr.json", status: "deleted" },
      { file: "landings/home.json", status: "modified" },
      { file: "landings/new.json", status: "added" },
    ]);
    expect(changedContentFiles(gitDir, next, next)).toEqual([]);
    expect(changedContentFiles(gitDir, first, next, "").map((change) => change.file)).toContain("site/landings/other.json");
  });
});
