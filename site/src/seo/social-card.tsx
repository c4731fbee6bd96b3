// The social card of a page: a 1200×630 PNG with the page's localized title on the brand background,
// drawn by next/og (satori + resvg, no browser) with Inter from the @fontsource/inter package (Latin and
// Cyrillic), read from disk: no network at any time. Kept in memory once drawn.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ImageResponse } from "next/og";

export const socialCardSize = { width: 1200, height: 630 } as const;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
let fonts: Font[] | undefined;

function loadFonts(): Font[] {
  // Resolved from the site folder at run time (not bundled): the package's own files.
  const resolve = createRequire(join(process.cwd(), "package.json")).resolve;
  // One name per subset: satori keeps one font per name, weight and style, and falls back across names.
  const file = (subset: string, weight: 400 | 700): Font => ({
    name: subset === "latin" ? "Inter" : "Inter Cyrillic",
    data: readFileSync(resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    weight,
    style: "normal",
  });
  return [file("latin", 700), file("cyrillic", 700), file("latin", 400), file("cyrillic", 400)];
}

const maxCached = 300;
const cache = new Map<string, ArrayBuffer>();

/** Long titles get a smaller size so they stay within three lines. */
const titleSize = (title: string) => (title.length > 90 ? 48 : title.length > 55 ? 58 : 68);

function Card({ title, host }: { title: string; host: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #1b5cff 0%, #1240b8 60%, #0b2a7a 100%)",
        color: "#ffffff",
        fontFamily: "Inter, Inter Cyrillic",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 52,
            height: 52,
            borderRadius: 26,
            border: "6px dashed #ffffff",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <div style={{ width: 24, height: 24, borderRadius: 12, background: "#ffffff" }} />
        </div>
        <div style={{ fontSize: 36, fontWeight: 700 }}>Storyfront</div>
      </div>
      <div style={{ display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, maxWidth: 1050 }}>{title}</div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, fontWeight: 400, opacity: 0.85 }}>
        <div>{host}</div>
        <div style={{ width: 160, height: 10, borderRadius: 5, background: "#ffc24b" }} />
      </div>
    </div>
  );
}

/**
 * Only what the bundled fonts can draw (Latin, Cyrillic, punctuation): for any other glyph next/og would
 * try to download a font at run time.
 */
export function drawableText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[^\u0020-\u024F\u0400-\u04FF\u2010-\u2027\u2030-\u205E\u20AC\u2122]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The PNG bytes of a card, drawn on first request for this title and host and then kept. */
export async function socialCardPng(rawTitle: string, host: string): Promise<ArrayBuffer> {
  const title = drawableText(rawTitle) || "Storyfront";
  const key = `${host}|${title}`;
  const hit = cache.get(key);
  if (hit) return hit;
  fonts ??= loadFonts();
  const png = await new ImageResponse(<Card title={title} host={host} />, { ...socialCardSize, fonts }).arrayBuffer();
  if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
