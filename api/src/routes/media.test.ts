import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItem, PageType, type AuthoredPage, type MediaInUse, type MediaItem } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

/** A photo-like JPEG (noise, so it does not compress away) taken with the camera turned: EXIF orientation 6. */
const turnedJpeg = () =>
  sharp({ create: { width: 2200, height: 1650, channels: 3, background: "#000", noise: { type: "gaussian", mean: 120, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A small PNG: no variant may be larger than it. */
const smallPng = (red = 200) =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: red, g: 80, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(backends)("media library on %s", (backend) => {
  let api: TestApi;
  let editor: string;
  let user: string;

  const mediaCount = async () => (await api.database.query<{ n: number }>("select count(*)::int as n from media"))[0]?.n;
  const fileCount = async () => (await api.database.query<{ n: number }>("select count(*)::int as n from media_file"))[0]?.n;

  /** POST /admin/media with raw bytes, as the site's upload relay sends them. */
  async function upload(bytes: Uint8Array, query: Record<string, string>, token: string | null = editor, type = "image/jpeg") {
    const headers: Record<string, string> = { "content-type": type };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${api.base}/admin/media?${new URLSearchParams(query)}`, {
      method: "POST",
      headers,
      body: new Uint8Array(bytes),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as MediaItem & ErrorBody };
  }

  const file = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(api.base + url, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
    editor = (await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
  });
  afterAll(() => api?.close());

  it("stores a turned JPEG upright, with five webp variants of the right sizes and no metadata", async () => {
    const jpeg = await turnedJpeg();
    const stored = await upload(jpeg, { name: "Harbour at dawn", alt: "Fishing boats moored in a grey harbour" });
    expect(stored.status).toBe(201);
    const item = mediaItem.parse(stored.body);
    expect(item).toMatchObject({
      name: "Harbour at dawn",
      type: "jpeg",
      width: 1650,
      height: 2200,
      size: jpeg.length,
      sha256: sha256(jpeg),
    });
    expect(item.createdBy?.id).toBeGreaterThan(0);
    expect(item.variantSizes).toEqual({
      webp: expect.objectContaining({ width: 1650, height: 2200 }),
      square: expect.objectContaining({ width: 800, height: 800 }),
      desktop: expect.objectContaining({ width: 1600, height: 2133 }),
      tablet: expect.objectContaining({ width: 1024, height: 1365 }),
      phone: expect.objectContaining({ width: 640, height: 853 }),
    });
    for (const [variant, url] of Object.entries(item.variants)) {
      expect(url, variant).toMatch(new RegExp(`^/media/library/${item.id}/${variant}-[0-9a-f]{16}\\.webp$`));
      const served = await file(url);
      expect(served.status, variant).toBe(200);
      const metadata = await sharp(served.bytes).metadata();
      expect(metadata.format, variant).toBe("webp");
      expect([metadata.width, metadata.height], variant).toEqual([
        item.variantSizes[variant as keyof typeof item.variantSizes].width,
        item.variantSizes[variant as keyof typeof item.variantSizes].height,
      ]);
      expect(served.bytes.length, variant).toBe(item.variantSizes[variant as keyof typeof item.variantSizes].size);
      // Orientation applied, then every metadata block left out (a camera's EXIF can hold where the photo was taken).
      expect(metadata.exif, variant).toBeUndefined();
      expect(metadata.orientation ?? 1, variant).toBe(1);
    }
    // The original is kept in the database, byte for byte, but never served.
    const [original] = await api.database.query<{ bytes: Uint8Array }>(
      "select bytes from media_file where media_id = $1 and variant = 'original'",
      [item.id],
    );
    expect(sha256(original!.bytes)).toBe(sha256(jpeg));
  }, 120_000);

  it("never enlarges a small PNG, and answers the stored item when the same bytes come again", async () => {
    const png = await smallPng();
    const first = await upload(png, { name: "Swatch", alt: "A rust-red colour swatch" }, editor, "application/octet-stream");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: "png", width: 300, height: 200 });
    expect(first.body.variantSizes).toEqual({
      webp: expect.objectContaining({ width: 300, height: 200 }),
      square: expect.objectContaining({ width: 200, height: 200 }),
      desktop: expect.objectContaining({ width: 300, height: 200 }),
      tablet: expect.objectContaining({ width: 300, height: 200 }),
      phone: expect.objectContaining({ width: 300, height: 200 }),
    });
    const [items, files] = [await mediaCount(), await fileCount()];
    const again = await upload(png, { name: "Another name", alt: "Another text" }, editor, "image/png");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect([await mediaCount(), await fileCount()]).toEqual([items, files]);
  });

  it("refuses what is not a whole image, by its bytes, naming the body, and stores nothing", async () => {
    const jpeg = await turnedJpeg();
    const before = [await mediaCount(), await fileCount()];
    const fakes: [string, Uint8Array][] = [
      ["text named .jpg", Buffer.from("Just some notes, saved as holiday.jpg")],
      ["truncated JPEG", jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ["JPEG start, then nothing", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
      ["empty body", new Uint8Array()],
    ];
    for (const [what, bytes] of fakes) {
      const refused = await upload(bytes, { name: "holiday.jpg", alt: "A beach" }, editor, "image/jpeg");
      expect(refused.status, what).toBe(422);
      expect(refused.body.errors?.[0]?.field, what).toBe("body");
    }
    expect([await mediaCount(), await fileCount()]).toEqual(before);
  });

  it("refuses a 30 MB body with 413 naming the limit, without reading it all, and stores nothing", async () => {
    const before = await mediaCount();
    // Raw HTTP: the API answers (and closes) as soon as Content-Length says too much, while the body is still coming.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${api.base}/admin/media?name=big&alt=big`, {
        method: "POST",
        headers: { authorization: `Bearer ${editor}`, "content-type": "image/jpeg", "content-length": String(30 * 1024 * 1024) },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.write(Buffer.alloc(64 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request body is too large (at most 20 MB)" });
    expect(await mediaCount()).toBe(before);
  });

  it("refuses a chunked body once it passes 20 MB while arriving", async () => {
    const before = await mediaCount();
    // Far more than the limit: socket buffers may take in some megabytes past the cut, never 200.
    const offered = 200 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= offered) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const answer = await fetch(`${api.base}/admin/media?name=big&alt=big`, {
      method: "POST",
      headers: { authorization: `Bearer ${editor}`, "content-type": "application/octet-stream" },
      body,
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    // Either the 413 arrives, or the connection is closed before the client finished sending (both refuse it).
    if (answer instanceof Response) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ message: "The request body is too large (at most 20 MB)" });
    }
    expect(sent).toBeLessThan(offered);
    expect(await mediaCount()).toBe(before);
  });

  it("needs a name and an alt text, and a page editor", async () => {
    const png = await smallPng(17);
    const before = await mediaCount();
    for (const [query, field] of [
      [{ name: "No alt" }, "alt"],
      [{ name: "Blank alt", alt: "   " }, "alt"],
      [{ alt: "No name" }, "name"],
    ] as const) {
      const refused = await upload(png, query);
      expect(refused.status, field).toBe(422);
      expect(
        refused.body.errors?.map((error) => error.field),
        field,
      ).toEqual([field]);
    }
    expect((await upload(png, { name: "x", alt: "y" }, null)).status).toBe(401);
    expect((await upload(png, { name: "x", alt: "y" }, user)).status).toBe(403);
    for (const [method, path] of [
      ["GET", "/admin/media"],
      ["GET", "/admin/media/1"],
      ["PUT", "/admin/media/1"],
      ["DELETE", "/admin/media/1"],
    ] as const) {
      const body = method === "PUT" ? { name: "x", alt: "y" } : undefined;
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { body, token: user })).status, `${method} ${path}`).toBe(403);
    }
    expect(await mediaCount()).toBe(before);
  });

  it("serves a variant with immutable headers, its ETag and its exact bytes, to anyone", async () => {
    const stored = await upload(await smallPng(90), { name: "Served", alt: "A swatch for serving" });
    const url = stored.body.variants.desktop;
    const served = await file(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const [row] = await api.database.query<{ bytes: Uint8Array; sha256: string }>(
      "select bytes, sha256 from media_file where media_id = $1 and variant = 'desktop'",
      [stored.body.id],
    );
    expect(served.bytes.equals(Buffer.from(row!.bytes))).toBe(true);
    expect(served.headers.get("etag")).toBe(`"${sha256(served.bytes)}"`);
    expect(url).toContain(sha256(served.bytes).slice(0, 16));
    const again = await file(url, { "if-none-match": served.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await file(url.replace(/-[0-9a-f]{16}\./, "-0000000000000000."))).status).toBe(404);
    expect((await file(`/media/library/${stored.body.id}/original-${row!.sha256.slice(0, 16)}.webp`)).status).toBe(422);
  });

  it("lists newest first, paged, and finds by name or alt text", async () => {
    api.clock.now += 60;
    const lighthouse = await upload(await smallPng(33), { name: "IMG_2041", alt: "A LIGHTHOUSE on a cliff at dusk" });
    api.clock.now += 60;
    const newest = await upload(await smallPng(34), { name: "lighthouse-detail", alt: "The lamp room" });
    const found = await api.call<MediaItem[]>("GET", "/admin/media?q=lighthouse", { token: editor });
    expect(found.status).toBe(200);
    expect(found.body.map((item) => item.id)).toEqual([newest.body.id, lighthouse.body.id]);
    expect(found.headers.get("x-pagination-total-count")).toBe("2");
    const page = await api.call<{ items: MediaItem[]; meta: { totalCount: number } }>("GET", "/admin/media?per-page=1&envelope=items", {
      token: editor,
    });
    expect(page.body.items.map((item) => item.id)).toEqual([newest.body.id]);
    expect(page.body.meta.totalCount).toBe(await mediaCount());
    expect((await api.call<MediaItem[]>("GET", "/admin/media?q=no-such-picture", { token: editor })).body).toEqual([]);
  });

  it("renames an image and rewrites its alt text, which may not be blank", async () => {
    const stored = await upload(await smallPng(55), { name: "draft name", alt: "first text" });
    const id = stored.body.id;
    const updated = await api.call<MediaItem>("PUT", `/admin/media/${id}`, { token: editor, body: { name: "Final", alt: "Better text" } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: "Final", alt: "Better text", variants: stored.body.variants });
    const blank = await api.call<ErrorBody>("PUT", `/admin/media/${id}`, { token: editor, body: { name: "Final", alt: " " } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.[0]?.field).toBe("alt");
    expect((await api.call<MediaItem>("GET", `/admin/media/${id}`, { token: editor })).body.alt).toBe("Better text");
    expect((await api.call("GET", "/admin/media/999999", { token: editor })).status).toBe(404);
  });

  it("refuses to delete an image a page shows, naming the page, and deletes it once no page does", async () => {
    const stored = await upload(await smallPng(77), { name: "Cover", alt: "A cover picture" });
    const page = await api.call<AuthoredPage>("POST", "/admin/page", {
      token: editor,
      body: {
        type: PageType.blog,
        slug: "shows-a-library-image",
        image: stored.body.variants,
        translations: [{ language: "en", title: "Shows a library image", content: "<p>Look.</p>" }],
      },
    });
    expect(page.status).toBe(201);
    expect(page.body.image).toEqual(stored.body.variants);
    const refused = await api.call<MediaInUse>("DELETE", `/admin/media/${stored.body.id}`, { token: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.pages).toEqual([{ id: page.body.id, slug: "shows-a-library-image", type: PageType.blog }]);
    expect(refused.body.message).toContain("shows-a-library-image");

    const other = await upload(await smallPng(78), { name: "Unused", alt: "Nobody shows this" });
    expect((await api.call("DELETE", `/admin/media/${other.body.id}`, { token: editor })).status).toBe(204);
    expect((await file(other.body.variants.phone)).status).toBe(404);
    expect((await api.call("GET", `/admin/media/${other.body.id}`, { token: editor })).status).toBe(404);
  });
});
