import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed once per version, so a better setting than a per-request compressor can afford (Brotli 4), yet
 * fast enough not to hold the first request of a version (a few ms for a 100 KiB page, off the event loop).
 */
function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

type Entry = {
  /** The answer as the page rendered it; a new render is recognised by comparing with it. */
  rendered: string;
  /** Its bytes, sent as they are to a browser that accepts no compression. */
  body: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
  bytes: number;
};

/**
 * The bytes of whole page answers, compressed once per version instead of on every request:
 * Next hands the same cached page to every visitor, and compressing its 100 KiB of HTML again each time was a
 * quarter of the server's work. A version is recognised by its content, so the cache can never send a stale
 * page: when the rendered answer differs from the one kept for that URL, it is compressed anew. Least recently
 * used entries go first once `maxBytes` is reached.
 */
export class AnswerCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  /** The bytes to send for `rendered`, the answer rendered for `key`, in `encoding`. */
  get(key: string, rendered: string, encoding: Encoding): Promise<Buffer> {
    let entry = this.entries.get(key);
    if (entry && entry.rendered === rendered) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, entry);
    } else {
      if (entry) this.remove(key, entry);
      const body = Buffer.from(rendered);
      // A rendered string counts twice: V8 may keep it in two bytes a character.
      entry = { rendered, body, encoded: new Map(), bytes: rendered.length * 2 + body.length };
      this.add(key, entry);
    }
    if (encoding === "identity") return Promise.resolve(entry.body);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      const owner = entry;
      encoded = compress(entry.body, encoding);
      owner.encoded.set(encoding, encoded);
      void encoded.then(
        (bytes) => {
          if (this.entries.get(key) !== owner) return;
          owner.bytes += bytes.length;
          this.bytes += bytes.length;
          this.evict();
        },
        () => owner.encoded.delete(encoding),
      );
    }
    return encoded;
  }

  /** Total bytes kept, for tests and diagnostics. */
  get size(): number {
    return this.bytes;
  }

  private add(key: string, entry: Entry) {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size === 1) break;
      this.remove(key, entry);
    }
  }
}
