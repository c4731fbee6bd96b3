// Reads the fake file mailbox (MAIL_DIR) the way a person reads their inbox: the newest e-mail to an address.
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { OutgoingMail } from "../mail/file-mailbox";

export const newMailDir = () => mkdtemp(path.join(os.tmpdir(), "storyfront-mail-"));

async function mails(dir: string): Promise<OutgoingMail[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as OutgoingMail));
}

export async function mailsTo(dir: string, to: string) {
  return (await mails(dir)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits (up to 5 s) until `to` has `count` e-mails and answers the newest. */
export async function waitForMail(dir: string, to: string, count = 1): Promise<OutgoingMail> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const found = await mailsTo(dir, to);
    if (found.length >= count) return found[found.length - 1] as OutgoingMail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail number ${count} to ${to} in ${dir}`);
}

/** The link of an e-mail and its token. */
export function linkIn(mail: OutgoingMail): { url: URL; token: string } {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get("token") ?? "" };
}
