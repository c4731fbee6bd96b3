import { describe, expect, it } from "vitest";
import { draftFor, keepDraft } from "./preview-drafts";

const page = (title: string) => ({ frontMatter: { title }, body: "\nText.\n" });

describe("drafts kept for the preview frame", () => {
  it("gives the frame the editor's latest draft of its own page, even when an older edit's request arrives last", () => {
    keepDraft("session-one", { file: "legal/terms.mdx", version: 3, document: page("Third") });
    keepDraft("session-one", { file: "legal/terms.mdx", version: 2, document: page("Second") });
    expect(draftFor("session-one", "legal/terms.mdx")).toMatchObject({ version: 3, document: { frontMatter: { title: "Third" } } });
    expect(draftFor("session-one", "legal/offer.mdx")).toBeUndefined();
    expect(draftFor("session-two", "legal/terms.mdx")).toBeUndefined();
  });

  it("keeps a few sessions, forgetting the oldest first", () => {
    for (let index = 0; index < 25; index++)
      keepDraft(`session-${index}`, { file: "legal/terms.mdx", version: 1, document: page(`${index}`) });
    expect(draftFor("session-0", "legal/terms.mdx")).toBeUndefined();
    expect(draftFor("session-24", "legal/terms.mdx")).toMatchObject({ version: 1 });
  });
});
