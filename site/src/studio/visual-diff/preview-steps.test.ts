import { describe, expect, it } from "vitest";
import { previewSteps } from "./preview-steps";

describe("how to open the preview of a proposal", () => {
  it("builds the proposal as a preview of its branch on the ports beside the Studio's", () => {
    const steps = previewSteps({ branch: "content/spring-offer", commit: "1a2b3c4d", base: "main", studioPort: 3000 });
    expect(steps.command).toBe(
      "PORT=3001 API_PORT=4001 SITE_PREVIEW_BRANCH=content/spring-offer SITE_PREVIEW_COMMIT=1a2b3c4d " +
        "SITE_PREVIEW_BASE=main npm run preview",
    );
    expect(steps.url).toBe("http://localhost:3001/_preview/changes");
    expect(steps.push).toBe("git push -u origin content/spring-offer");
  });

  it("links each changed page on that preview, the ru variant on ru.localhost", () => {
    const steps = previewSteps({ branch: "content/spring-offer", commit: "1a2b3c4d", base: "main", studioPort: 3000 });
    expect(steps.pageUrl({ variant: "com", path: "/fr/solutions" })).toBe("http://localhost:3001/fr/solutions");
    expect(steps.pageUrl({ variant: "ru", path: "/" })).toBe("http://ru.localhost:3001/");
  });
});
