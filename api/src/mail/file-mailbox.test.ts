import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newMailDir } from "../test/mail-files";
import { fileMailbox } from "./file-mailbox";

const mail = {
  id: 7,
  to: "rita@acme.io",
  subject: "Confirm your Storyfront account",
  text: "Open http://localhost:3000/signup/confirm?token=abc",
  createdAt: "2026-11-23T09:00:00.000Z",
};

describe("the fake file mailbox", () => {
  it("writes each e-mail as one JSON file in MAIL_DIR, and nothing half-written", async () => {
    const dir = await newMailDir();
    await fileMailbox(path.join(dir, "inbox")).deliver(mail);
    const names = await readdir(path.join(dir, "inbox"));
    expect(names).toEqual(["2026-11-23T09-00-00-000Z-000007.json"]);
    expect(JSON.parse(await readFile(path.join(dir, "inbox", names[0] ?? ""), "utf8"))).toEqual(mail);
  });

  it("logs the e-mail, link included, without MAIL_DIR", async () => {
    const lines: string[] = [];
    await fileMailbox(undefined, (line) => lines.push(line)).deliver(mail);
    expect(lines).toEqual([
      "Mail (fake mailbox, not sent) to rita@acme.io: Confirm your Storyfront account\nOpen http://localhost:3000/signup/confirm?token=abc",
    ]);
  });
});
