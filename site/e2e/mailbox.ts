import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { mailDir } from "../playwright.config";

/** One e-mail of the API's fake file mailbox (api/src/mail/file-mailbox.ts). */
export type Mail = { id: number; to: string; subject: string; text: string; createdAt: string };

async function mailsTo(to: string): Promise<Mail[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(mailDir, name), "utf8")) as Mail));
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits (up to 10 s) for e-mail number `count` to `to`, as a person waits for their inbox, and answers it. */
export async function waitForMail(to: string, count = 1): Promise<Mail> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails[count - 1] as Mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`e-mail number ${count} to ${to} did not arrive in ${mailDir}`);
}

export const countMails = async (to: string) => (await mailsTo(to)).length;

/** The link in an e-mail. */
export function linkIn(mail: Mail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the e-mail: ${mail.text}`);
  return new URL(match[0]);
}

/** A fresh address per test, so tests never share an account (or the demo accounts other specs sign in with). */
export const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-stories.io`;
