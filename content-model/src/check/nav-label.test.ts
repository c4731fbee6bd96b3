// Every catalogue entry names its short label for the Solutions menu and the footer (issue 42).
import { describe, expect, it } from "vitest";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

const entry = "solutions/telecom.json";
const checkEntry = (text: string) => checkContent(withFile(entry, text), repositoryContent.mediaPaths);

describe("a catalogue entry's navLabel", () => {
  it("is required: its absence is one problem naming the file, the field and the fix", () => {
    const text = repositoryText(entry);
    expect(text).toContain('  "navLabel": "Telecom",\n');
    const { problems } = checkEntry(text.replace('  "navLabel": "Telecom",\n', ""));
    expect(problems).toEqual([
      expect.objectContaining({
        file: entry,
        path: "navLabel",
        message: 'the required field "navLabel" is missing',
        fix: expect.stringMatching(/^add "navLabel"/),
      }),
    ]);
  });

  it("stays short enough for a menu", () => {
    const { problems } = checkEntry(
      repositoryText(entry).replace('"navLabel": "Telecom"', '"navLabel": "In-app stories for telecom apps"'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: entry,
        path: "navLabel",
        message: "the text is too long (31 characters)",
        fix: expect.stringContaining("24"),
      }),
    ]);
  });
});
