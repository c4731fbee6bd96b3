// The Studio's route handlers (/api/studio/…): what the editors send and what each answer holds. The route
// handlers read their bodies with the same schemas, so a malformed request is a 400 that says what is wrong.
import type { ChangeReason } from "@storyfront/content-model";
import { localeSchema, mediaEntrySchema } from "@storyfront/schemas";
import { z } from "zod";
import type { SiteCall } from "./site-call";

/** One thing the checker found (content-model's Problem), as the editors show it. */
export const studioProblem = z.object({
  severity: z.enum(["error", "warning"]),
  file: z.string(),
  path: z.string(),
  message: z.string(),
  fix: z.string(),
  line: z.number(),
  column: z.number(),
  relatedFile: z.string().optional(),
});
export const studioProblems = z.object({ errors: z.array(studioProblem), warnings: z.array(studioProblem) });
export type StudioProblems = z.output<typeof studioProblems>;

/** A picture of content/media as the media library shows it (content-store's MediaLibraryItem). */
export const mediaLibraryItem = z.object({
  path: z.string(),
  bytes: z.number(),
  width: z.number().optional(),
  height: z.number().optional(),
  entry: mediaEntrySchema.optional(),
});
export type MediaLibraryPicture = z.output<typeof mediaLibraryItem>;

/** Every refusal of a Studio route: what went wrong, in words. */
export const studioRefusal = z.object({ error: z.string() });
/** The door's own refusals (state-changing.ts: origin, size) say `message`; read as the Studio's `error`. */
const doorRefusal = z.union([studioRefusal, z.object({ message: z.string() }).transform(({ message }) => ({ error: message }))]);
const refused = { 400: studioRefusal, 403: doorRefusal, 404: studioRefusal, 413: doorRefusal, 500: studioRefusal } as const;

/** The document's value as the editor holds it; the checker says what is wrong with it. */
const documentValue = z.custom<unknown>((value) => value !== undefined, { message: "the document is missing" });

export const studioOpenedFile = z.object({ text: z.string(), hash: z.string() });

const changedPage = z.object({
  variant: z.enum(["com", "ru"]),
  locale: localeSchema,
  path: z.string(),
  status: z.enum(["added", "changed", "removed"]),
  // The graph's reasons, shown by reasonParts (content-model/graph/reason-text).
  reasons: z.array(z.custom<ChangeReason>((reason) => typeof reason === "object" && reason !== null)),
});
export const studioChanges = z.object({
  base: z.string(),
  files: z.array(z.object({ file: z.string(), status: z.string() })),
  pages: z.array(changedPage),
});

export const diffJob = z.object({
  state: z.enum(["idle", "running", "done", "failed", "stopped"]),
  base: z.string().optional(),
  startedAt: z.number().optional(),
  finishedAt: z.number().optional(),
  report: z.boolean(),
  step: z.string(),
  shots: z.object({ done: z.number(), total: z.number() }).optional(),
  lines: z.array(z.string()),
});

/** A content branch's visual diff on the running server: the diffJob of its newest run, or of none yet. */
export const branchDiffJob = diffJob.extend({
  branch: z.string(),
  /** The branch's newest commit now. */
  head: z.string(),
  /** The commit the run shot (a report of an older commit when the branch moved on since). */
  commit: z.string().optional(),
  /** The report on the branch's preview host, once there is one. */
  reportPath: z.string().optional(),
});

/** A file action's body: which action, and what it needs (a folder and slug to create, a file to copy or delete). */
const actionBody = z.object({
  action: z.string(),
  folder: z.string().optional(),
  slug: z.string().optional(),
  file: z.string().optional(),
  locale: z.string().optional(),
});
const actionAnswers = {
  ...refused,
  200: z.object({ file: z.string().optional(), deleted: z.array(z.string()).optional() }),
  400: studioRefusal.extend({ problems: z.array(studioProblem).optional() }),
} as const;

export const studioCalls = {
  studioCheck: {
    method: "POST",
    path: "/api/studio/check",
    body: z.object({ file: z.string(), data: documentValue }),
    answers: { ...refused, 200: studioProblems },
    studio: true,
  },
  studioSave: {
    method: "POST",
    path: "/api/studio/save",
    body: z.object({ file: z.string(), data: documentValue, hash: z.string() }),
    answers: {
      ...refused,
      200: studioProblems.extend({ hash: z.string(), changed: z.boolean() }),
      409: studioRefusal.extend({ conflict: z.literal(true) }),
      422: studioProblems.extend({ error: z.string() }),
    },
    studio: true,
  },
  studioDocument: { method: "GET", path: "/api/studio/document", answers: { ...refused, 200: studioOpenedFile }, studio: true },
  studioPreview: {
    method: "POST",
    path: "/api/studio/preview",
    body: z.object({
      file: z.string(),
      session: z.string().regex(/^[a-z0-9-]{8,64}$/),
      version: z.number(),
      document: z.object({ frontMatter: z.record(z.string(), z.unknown()), body: z.string() }),
    }),
    answers: { ...refused, 200: z.object({ version: z.number() }) },
    studio: true,
  },
  studioChanges: { method: "GET", path: "/api/studio/changes", answers: { ...refused, 200: studioChanges }, studio: true },
  studioPropose: {
    method: "POST",
    path: "/api/studio/propose",
    body: z.object({ name: z.string(), message: z.string() }),
    answers: { ...refused, 200: z.object({ branch: z.string(), commit: z.string(), base: z.string() }) },
    studio: true,
  },
  studioDiff: { method: "GET", path: "/api/studio/diff", answers: { ...refused, 200: diffJob }, studio: true },
  studioDiffStart: { method: "POST", path: "/api/studio/diff", answers: { ...refused, 202: diffJob }, studio: true },
  studioDiffStop: { method: "POST", path: "/api/studio/diff/stop", answers: { ...refused, 202: diffJob }, studio: true },
  studioMedia: {
    method: "POST",
    path: "/api/studio/media",
    // With the form's "alt" (and "decorative") fields, the picture's library entry is written with it.
    answers: { ...refused, 200: z.object({ path: z.string(), picture: mediaLibraryItem.optional() }) },
    studio: true,
    upload: true,
  },
  studioMediaLibrary: {
    method: "GET",
    path: "/api/studio/media-library",
    answers: { ...refused, 200: z.object({ pictures: z.array(mediaLibraryItem) }) },
    studio: true,
  },
  studioMediaEntry: {
    method: "POST",
    path: "/api/studio/media-library",
    body: z.object({ path: z.string().max(300), entry: z.unknown() }),
    answers: { ...refused, 200: z.object({ picture: mediaLibraryItem }) },
    studio: true,
  },
  studioLandingAction: { method: "POST", path: "/api/studio/landing", body: actionBody, answers: actionAnswers, studio: true },
  studioDocumentAction: { method: "POST", path: "/api/studio/documents", body: actionBody, answers: actionAnswers, studio: true },
  studioBranchState: {
    method: "GET",
    path: "/api/studio/branches",
    answers: {
      ...refused,
      401: studioRefusal,
      200: z.object({
        branch: z.string(),
        push: z.object({
          state: z.enum(["pushed", "pending", "offline", "conflict"]),
          commits: z.number().optional(),
          error: z.string().optional(),
        }),
      }),
    },
    studio: true,
  },
  studioBranchAction: {
    method: "POST",
    path: "/api/studio/branches",
    body: z.discriminatedUnion("action", [
      z.object({ action: z.literal("create"), name: z.string().max(300) }),
      z.object({ action: z.literal("merge"), branch: z.string().max(300) }),
      // A push conflict resolved: for each file both sides changed, whose version stays.
      z.object({
        action: z.literal("resolve"),
        branch: z.string().max(300),
        choices: z.record(z.string().max(300), z.enum(["mine", "theirs"])),
      }),
    ]),
    answers: {
      ...refused,
      200: z.object({ branch: z.string(), status: z.string(), commit: z.string().optional() }),
      401: studioRefusal,
      409: z.object({ error: z.string(), files: z.array(z.object({ path: z.string(), lines: z.array(z.number()) })) }),
      422: studioRefusal.extend({ problems: z.array(studioProblem) }),
    },
    studio: true,
  },
  studioBranchDiff: {
    method: "GET",
    path: "/api/studio/branch-diff",
    answers: { ...refused, 200: branchDiffJob, 401: studioRefusal },
    studio: true,
  },
  studioBranchDiffAction: {
    method: "POST",
    path: "/api/studio/branch-diff",
    body: z.object({ branch: z.string().max(300), action: z.enum(["start", "stop"]) }),
    answers: { ...refused, 202: branchDiffJob, 401: studioRefusal, 422: studioRefusal },
    studio: true,
  },
} as const satisfies Record<string, SiteCall>;
