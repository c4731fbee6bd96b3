// FAKE MAILBOX. E-mail is a boundary this project does not own (no mail server, no provider account), so the
// outbox is delivered to a stand-in: with MAIL_DIR set, each e-mail becomes one JSON file there (what a test or a
// developer reads to follow the link); without it, the e-mail (and so its link) is written to the log. Swap this
// for an SMTP or provider client to send real mail; the outbox and its worker stay as they are.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export type OutgoingMail = { id: number; to: string; subject: string; text: string; createdAt: string };

export type Mailbox = { name: string; deliver(mail: OutgoingMail): Promise<void> };

export function fileMailbox(dir: string | undefined, log: (line: string) => void = (line) => console.log(line)): Mailbox {
  if (!dir) {
    return {
      name: "log (fake mailbox; set MAIL_DIR to get files)",
      deliver: async (mail) => log(`Mail (fake mailbox, not sent) to ${mail.to}: ${mail.subject}\n${mail.text}`),
    };
  }
  return {
    name: `files in ${dir} (fake mailbox)`,
    deliver: async (mail) => {
      await mkdir(dir, { recursive: true });
      const name = `${mail.createdAt.replace(/[:.]/g, "-")}-${String(mail.id).padStart(6, "0")}.json`;
      // Written under a temporary name and renamed, so a reader never sees half an e-mail.
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(temporary, path.join(dir, name));
    },
  };
}
