import { createHmac } from "node:crypto";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32(secret: string): Buffer {
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(parseInt(bits.slice(at, at + 8), 2));
  return Buffer.from(bytes);
}

/**
 * The 6-digit TOTP code (RFC 6238: SHA-1, 30 s) an authenticator app shows for `secret`, `offset` time
 * steps from now. The API takes each step once, so a second sign-in in the same half minute uses the next.
 */
export function totp(secret: string, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const digest = createHmac("sha1", base32(secret)).update(counter).digest();
  const at = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(at) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The demo editor's secret (api/README.md: for local use only). */
export const editorSecret = "C5O52TOTVPPYKIWCTHYW6EIFK2PM3EWZ";
