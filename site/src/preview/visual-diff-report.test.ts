import { describe, expect, it } from "vitest";
import { branchReportDir, branchReportPath, diffReportPath } from "./visual-diff-report";

const commit = "0123456789abcdef0123456789abcdef01234567";

describe("where a visual diff report is", () => {
  it("keeps a content branch's reports per preview label and commit under the diff folder", () => {
    expect(branchReportDir("/srv/preview-diff", "content-spring-offer", commit)).toBe(`/srv/preview-diff/content-spring-offer/${commit}`);
  });

  it("links a content branch's report of its commit on its preview host, a preview build's one report as before", () => {
    expect(branchReportPath(commit)).toBe(`/api/preview-diff/${commit}/report.html`);
    expect(diffReportPath({ branch: "content/spring-offer", commit, base: "main", source: "content branch" })).toBe(
      `/api/preview-diff/${commit}/report.html`,
    );
    expect(diffReportPath({ branch: "spring", commit, base: "main", source: "SITE_PREVIEW_BRANCH" })).toBe("/api/preview-diff/report.html");
  });
});
