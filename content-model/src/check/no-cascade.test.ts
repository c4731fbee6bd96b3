import { describe, expect, it } from "vitest";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

const fintech = "solutions/fintech.json";

describe("a file with errors", () => {
  it("is the only file reported when solutions/fintech.json breaks its schema", () => {
    // Before: the broken entry vanished from the index, and 3 files that reference it reported 5 more errors.
    const broken = JSON.parse(repositoryText(fintech)) as Record<string, unknown>;
    delete broken.title;
    broken.numbers = "many";
    const { problems } = checkContent(withFile(fintech, JSON.stringify(broken, null, 2)), repositoryContent.mediaPaths);
    expect(problems.map((problem) => problem.path)).toEqual(["title", "numbers"]);
    expect(new Set(problems.map((problem) => problem.file))).toEqual(new Set([fintech]));
  });

  it("still counts as existing when its JSON cannot even be read", () => {
    const { problems } = checkContent(withFile(fintech, repositoryText(fintech).replace(/,\s*\n/, "\n")), repositoryContent.mediaPaths);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: fintech, path: "", message: expect.stringContaining("not valid JSON") });
  });

  it("is referenced by other files in the repository, so the test means something", () => {
    const others = repositoryContent.files.filter(
      (file) => file.path !== fintech && /"fintech"|^industry: fintech$|\/solutions\/fintech\b/m.test(file.text),
    );
    expect(new Set(others.map((file) => file.path.split("/")[0])).size).toBeGreaterThanOrEqual(2);
  });
});
