import { afterFirstPaintScript } from "./after-first-paint-loader.ts";

// The tags React writes for Next's chunks: one async script per chunk in <head>, a low-priority preload of the
// bootstrap chunk in <head>, and the bootstrap chunk's own async script after the page's markup.
const chunkScript = /<script src="([^"]*\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="[^"]*\/_next\/static\/[^"]+\.js"\/>/g;
/** Where a tag that could be one of the above starts; used to hold back a tag split between two chunks. */
const tagStarts = ["<script src=", "<link rel="];

/**
 * Rewrites a page's HTML so that Next's scripts load after the first paint (after-first-paint-loader.ts): the
 * chunk scripts and the bootstrap preload leave <head>, and the first chunk script after </head> (the
 * bootstrap) becomes the loader of every chunk. Works on a stream of text: `push` each piece as it comes and
 * `finish` at the end. HTML without such tags passes unchanged; a page stays complete and readable without
 * JavaScript either way.
 */
export class ScriptsAfterPaint {
  private sources: string[] = [];
  private loaderWritten = false;
  private inBody = false;
  private pending = "";

  push(text: string): string {
    const whole = this.pending + text;
    const cut = unfinishedTagStart(whole);
    this.pending = whole.slice(cut);
    return this.rewrite(whole.slice(0, cut));
  }

  finish(text = ""): string {
    const rest = this.rewrite(this.pending + text);
    this.pending = "";
    // A page whose bootstrap script never came still gets its chunks.
    if (this.sources.length > 0 && !this.loaderWritten) {
      this.loaderWritten = true;
      return rest + afterFirstPaintScript(this.sources);
    }
    return rest;
  }

  private rewrite(text: string): string {
    if (this.loaderWritten) return text;
    const headEnd = this.inBody ? 0 : text.indexOf("</head>");
    if (headEnd === -1) return this.rewriteHead(text);
    this.inBody = true;
    return this.rewriteHead(text.slice(0, headEnd)) + this.rewriteBody(text.slice(headEnd));
  }

  private rewriteHead(text: string): string {
    return text.replace(chunkPreload, "").replace(chunkScript, (_tag, source: string) => {
      this.sources.push(source);
      return "";
    });
  }

  private rewriteBody(text: string): string {
    chunkScript.lastIndex = 0;
    const bootstrap = chunkScript.exec(text);
    if (!bootstrap) return text;
    this.loaderWritten = true;
    const loader = afterFirstPaintScript([...this.sources, bootstrap[1]!]);
    return text.slice(0, bootstrap.index) + loader + text.slice(bootstrap.index + bootstrap[0].length);
  }
}

/** The whole of one page's HTML, rewritten. */
export function rewriteScriptsAfterPaint(html: string): string {
  return new ScriptsAfterPaint().finish(html);
}

/**
 * Where the text has to be cut so that nothing this rewrite looks for is split between two pieces: at the
 * start of a candidate tag that is not complete yet, or of a trailing fragment that could still become one
 * (or become </head>). The text's length if there is none.
 */
function unfinishedTagStart(text: string): number {
  let cut = text.length;
  for (const start of tagStarts) {
    const at = text.lastIndexOf(start);
    const end = start === "<script src=" ? "</script>" : ">";
    if (at !== -1 && text.indexOf(end, at) === -1) cut = Math.min(cut, at);
  }
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen !== -1 && lastOpen < cut) {
    const tail = text.slice(lastOpen);
    if ([...tagStarts, "</head>"].some((start) => start.startsWith(tail))) cut = lastOpen;
  }
  return cut;
}
