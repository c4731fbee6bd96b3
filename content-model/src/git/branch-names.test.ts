import { describe, expect, it } from "vitest";
import { branchOfPreviewLabel, contentBranchName, previewLabel } from "./branch-names";

const reasonFor = (input: string) => {
  const named = contentBranchName(input);
  return named.ok ? "accepted" : named.reason;
};

describe("content branch names", () => {
  it("accepts lowercase letters, digits and single hyphens, trimmed", () => {
    expect(contentBranchName("  spring-offer-2025 ")).toEqual({ ok: true, branch: "content/spring-offer-2025", name: "spring-offer-2025" });
    expect(contentBranchName("a").ok).toBe(true);
    expect(contentBranchName("a".repeat(50)).ok).toBe(true);
  });

  it("refuses anything else, saying what a name is and what is wrong with this one", () => {
    expect(reasonFor("spring offer")).toBe(
      "A branch name is 1–50 lowercase letters, digits and hyphens, not starting or ending with one: it has a space",
    );
    expect(reasonFor("")).toMatch(/it is empty$/);
    expect(reasonFor("a".repeat(300))).toMatch(/it has 300 characters$/);
    expect(reasonFor("Spring")).toMatch(/capital letters$/);
    expect(reasonFor("spring..offer")).toMatch(/it has "\."$/);
    expect(reasonFor("spring//offer")).toMatch(/it has "\/"$/);
    expect(reasonFor("spring_offer")).toMatch(/it has "_"$/);
    expect(reasonFor("spring--offer")).toMatch(/two hyphens in a row$/);
    expect(reasonFor("-spring")).toMatch(/starts or ends with a hyphen$/);
    expect(reasonFor("offre-été")).toMatch(/it has "é"$/);
  });
});

describe("preview labels", () => {
  it("turns a name into a DNS label and back into its branch", () => {
    const longest = "a".repeat(50);
    expect(previewLabel("spring-offer")).toBe("content-spring-offer");
    expect(previewLabel(longest).length).toBeLessThanOrEqual(63);
    expect(branchOfPreviewLabel(previewLabel("spring-offer"))).toBe("content/spring-offer");
    expect(branchOfPreviewLabel(previewLabel(longest))).toBe(`content/${longest}`);
    expect(branchOfPreviewLabel("Content-Spring-Offer")).toBe("content/spring-offer");
    expect(branchOfPreviewLabel("main")).toBe("main");
  });

  it("stands for no branch when the label is not one of ours", () => {
    for (const label of ["www", "content-", "content--x", "content- x", "content-x-", `content-${"a".repeat(51)}`]) {
      expect(branchOfPreviewLabel(label)).toBeUndefined();
    }
  });
});
