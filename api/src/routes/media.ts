// The media library (issue 39): editors upload images (raw bytes, up to 20 MB) and find, rename and delete them;
// everyone may read the stored variants at their immutable URLs. Who may write: the people who write pages
// (auth/permissions.ts). Like every API call, the admin calls take bearer tokens only, never cookies.
import { apiCalls, mediaFileName, type MediaVariantName } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { HttpError, notFound } from "../http/errors";
import { pagedAnswer, resolvePaging } from "../http/paging";
import type { RequestContext } from "../http/context";
import { requireUser } from "../auth/current-user";
import { assertCanEditPages } from "../auth/permissions";
import { inspectImage, makeVariants, sha256Hex } from "../media/image-variants";
import { findMediaBySha, insertMedia, listMedia, loadMedia, pagesUsingMedia, readMediaFile, updateMedia } from "../media/media-store";

async function editor(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanEditPages(user);
  return user;
}

/** A year, never revalidated: the file name holds the content's hash, so new bytes always get a new URL. */
const immutable = "public, max-age=31536000, immutable";

export const mediaRoutes = [
  defineRoute({
    call: apiCalls.adminMediaUpload,
    tag: "media",
    summary:
      "Stores an image (the body: its bytes, at most 20 MB, 413 beyond; JPEG, PNG, WebP, AVIF or GIF decided from the bytes) " +
      "with its `name` and `alt` text (query, both required) and makes its webp variants. 201 with the item; the same bytes " +
      "again answer 200 with the item already stored (name and alt unchanged). 422 naming `body` for anything that is not a " +
      "whole image. Page editors only.",
    handler: async ({ query, body }, ctx) => {
      const user = await editor(ctx);
      const sha256 = sha256Hex(body);
      const known = await findMediaBySha(ctx.db, sha256);
      if (known) {
        ctx.status = 200;
        return known;
      }
      const image = await inspectImage(body);
      const variants = makeVariants(body, image);
      // Awaited inside insertMedia; this only keeps a failure after a lost race (null below) from going unhandled.
      variants.catch(() => undefined);
      const id = await insertMedia(ctx.db, image, variants, { name: query.name, alt: query.alt }, user.id, ctx.now);
      if (id === null) {
        ctx.status = 200;
        return (await findMediaBySha(ctx.db, sha256))!;
      }
      return loadMedia(ctx.db, id);
    },
  }),
  defineRoute({
    call: apiCalls.adminMediaList,
    tag: "media",
    summary: "The library, newest first, paged; `q` finds images whose name or alt text contains it (any case). Page editors only.",
    handler: async ({ query }, ctx) => {
      await editor(ctx);
      const paging = resolvePaging(query);
      const { items, total } = await listMedia(ctx.db, query.q, paging.limit, paging.offset);
      return pagedAnswer(ctx, query, paging, items, total);
    },
  }),
  defineRoute({
    call: apiCalls.adminMediaView,
    tag: "media",
    summary: "One image of the library. Page editors only.",
    handler: async ({ params }, ctx) => {
      await editor(ctx);
      return loadMedia(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminMediaUpdate,
    tag: "media",
    summary: "Renames an image and rewrites its alt text (both required; 422 naming the field). Page editors only.",
    handler: async ({ params, body }, ctx) => {
      await editor(ctx);
      return updateMedia(ctx.db, params.id, body.name, body.alt);
    },
  }),
  defineRoute({
    call: apiCalls.adminMediaDelete,
    tag: "media",
    summary:
      "Deletes an image and its files. 409 naming the pages (id, slug, type) while any page, draft or published, shows it in an " +
      "image field or its body. Page editors only.",
    handler: async ({ params }, ctx) => {
      await editor(ctx);
      await loadMedia(ctx.db, params.id);
      const pages = await pagesUsingMedia(ctx.db, params.id);
      if (pages.length > 0) {
        const names = pages.map((page) => page.slug).join(", ");
        throw new HttpError(409, `Image ${params.id} is used by ${pages.length === 1 ? "page" : "pages"} ${names}`, {}, { pages });
      }
      await ctx.db.query("delete from media where id = $1", [params.id]);
    },
  }),
  defineRoute({
    call: apiCalls.mediaFile,
    tag: "media",
    summary:
      "A stored variant's bytes (image/webp), public and immutable: the name carries the start of the file's SHA-256, so " +
      "the answer may be kept for a year. The site relays the same path from its own origin.",
    handler: async ({ params }, ctx) => {
      const [, variant, hash] = mediaFileName.exec(params.file)!;
      const file = await readMediaFile(ctx.db, params.id, variant as MediaVariantName, hash!);
      if (!file) throw notFound("No such image file");
      const etag = `"${file.sha256}"`;
      ctx.reply.header("cache-control", immutable);
      ctx.reply.header("etag", etag);
      if (ctx.request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
        ctx.status = 304;
        return undefined;
      }
      return file.bytes;
    },
  }),
];
