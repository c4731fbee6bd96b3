import { describe, expect, it } from "vitest";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

const industryWarnings = (files = repositoryContent.files) =>
  checkContent(files, repositoryContent.mediaPaths).warnings.filter((warning) => warning.message.includes("visitors"));
const telecom = "solutions/telecom.json";
const withTelecomReviews = (reviews: string) =>
  withFile(telecom, repositoryText(telecom).replace(/"reviews": \[[^\]]*\]/, `"reviews": ${reviews}`));

describe("reviews on industry pages come from that industry", () => {
  it("holds for the repository's content", () => {
    expect(industryWarnings()).toEqual([]);
  });

  it("warns at the review's place when its author's company has a case study in another industry", () => {
    expect(industryWarnings(withTelecomReviews('["mei-lin-zhou", "ada-moreno"]'))).toEqual([
      expect.objectContaining({
        severity: "warning",
        file: telecom,
        path: "reviews[1]",
        message:
          'the review "ada-moreno" is by Head of Product, Northwind Bank, a fintech company: ' +
          "this telecom page shows it to telecom visitors",
        fix:
          "show a review by a telecom company here; if Northwind Bank is in telecom too, " +
          'say so in reviews/ada-moreno.json ("industry": "telecom")',
      }),
    ]);
  });

  it("takes the review file's own industry first, and leaves feature pages alone", () => {
    const review = "reviews/ada-moreno.json";
    const saysTelecom = repositoryText(review).replace(/\n}\s*$/, ',\n  "industry": "telecom"\n}\n');
    const files = [...withTelecomReviews('["ada-moreno"]').filter((file) => file.path !== review), { path: review, text: saysTelecom }];
    expect(industryWarnings(files)).toEqual([
      // Fintech's page shows her too: the file now says telecom, so fintech's is the mismatch.
      expect.objectContaining({ file: "solutions/fintech.json", path: "reviews[0]" }),
    ]);
    // Onboarding (a feature) shows her all along without a warning: features span industries.
    expect(repositoryText("solutions/onboarding.json")).toContain('"ada-moreno"');
  });
});
