// The browser's one way to call the site's own route handlers: a call is named by its entry in `siteCalls`, which
// gives its method, path, the type of its body and the schema of each answer by status. The answer is checked at
// this boundary, so an editor or form never reads a shape it did not expect.
import type { z } from "zod";
import { studioTokenHeader, studioTokenMeta } from "@/studio/studio-token-header";
import { studioBranchHeader, studioBranchMeta } from "@/content-branches/studio-branch-header";
import { callSiteRoute } from "./site-route";
import type { SiteCall, SiteCallName, SiteCalls } from "./site-calls";

type Answers<N extends SiteCallName> = SiteCalls[N]["answers"];
type Status<N extends SiteCallName> = keyof Answers<N> & number;
type BodyOf<N extends SiteCallName> = SiteCalls[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** What a call sends: the body its contract names, path parameters, a query, the page's language, or a file. */
export type SiteCallInput<N extends SiteCallName> = {
  body?: BodyOf<N>;
  params?: Record<string, string | number>;
  query?: URLSearchParams | Record<string, string>;
  /** The page's language (the `lang` header), for answers in the visitor's words. */
  lang?: string;
  file?: File;
  /** Text fields sent with the file (an upload's alt text). */
  fields?: Record<string, string>;
};

/** The answer, one member per status the contract lists: narrowing on `status` types the body. */
export type SiteAnswer<N extends SiteCallName> = N extends SiteCallName ? AnswerOf<N> : never;

type AnswerOf<N extends SiteCallName> = {
  [S in Status<N>]: {
    status: S;
    body: Answers<N>[S] extends z.ZodType ? z.output<Answers<N>[S]> : null;
    headers: Headers;
    /** Seconds to wait before trying again (Retry-After), when the answer says. */
    retryAfter: number | null;
  };
}[Status<N>];

/** The body of one of a call's answers, e.g. `SiteCallBody<"studioSave", 200>`. */
export type SiteCallBody<N extends SiteCallName, S extends Status<N>> = Extract<SiteAnswer<N>, { status: S }>["body"];

/** A call that did not get an answer its contract lists: an unlisted status, or a body that breaks the schema. */
export class SiteCallError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    /** The answer's JSON as it came (null when not JSON), e.g. the API's message and field errors. */
    readonly body: unknown,
    detail: string,
  ) {
    super(`${call} answered ${status}: ${detail}`);
    this.name = "SiteCallError";
  }
}

function urlOf(call: SiteCall, input: SiteCallInput<SiteCallName>): string {
  const params = input.params ?? {};
  const path = call.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
  const query = new URLSearchParams(input.query).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * How long a Studio call may take: its routes read and write git (a branch, a commit, a push) and, in the local
 * Studio, next dev compiles a route on its first call, which took longer than a visitor's 15 s beside a busy machine.
 */
const studioCallTimeoutMs = 60_000;

function initOf(call: SiteCall, input: SiteCallInput<SiteCallName>): RequestInit {
  const headers = new Headers({ accept: "application/json" });
  if (input.lang) headers.set("lang", input.lang);
  if (call.studio) {
    // The token the Studio page was served with: the server takes no write without it.
    headers.set(studioTokenHeader, document.querySelector<HTMLMetaElement>(`meta[name="${studioTokenMeta}"]`)?.content ?? "");
    // The online Studio's editor names the content branch it edits; the server works on that branch only.
    const branch = document.querySelector<HTMLMetaElement>(`meta[name="${studioBranchMeta}"]`)?.content;
    if (branch) headers.set(studioBranchHeader, branch);
  }
  if (call.upload && input.file) {
    const form = new FormData();
    form.set("file", input.file);
    for (const [name, value] of Object.entries(input.fields ?? {})) form.set(name, value);
    return { method: call.method, headers, body: form };
  }
  if (input.body === undefined) return { method: call.method, headers };
  headers.set("content-type", "application/json");
  return { method: call.method, headers, body: JSON.stringify(input.body) };
}

async function readBody(response: Response): Promise<{ json: unknown } | null> {
  const text = await response.text().catch(() => "");
  if (!text) return { json: null };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

function retryAfterOf(headers: Headers): number | null {
  const seconds = Number(headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** One call: the contract's method and path, the answer checked against the schema of its status. */
export async function callSite<N extends SiteCallName>(name: N, input: SiteCallInput<N> = {}): Promise<SiteAnswer<N>> {
  // The contract (and zod with it) loads with the first call, not with the page: a form's page stays as light as it was.
  const { siteCalls } = await import("./site-calls");
  const call: SiteCall = siteCalls[name];
  const label = `${call.method} ${call.path}`;
  const init = initOf(call, input);
  if (call.studio) init.signal = AbortSignal.timeout(studioCallTimeoutMs);
  const response = await callSiteRoute(urlOf(call, input), init).catch((error: unknown) => {
    // The browser's own words ("signal timed out") mean nothing to an editor.
    if ((error as { name?: unknown } | null)?.name === "TimeoutError")
      throw new Error(`No answer from the site in time (${label}); try again`);
    throw error;
  });
  const read = await readBody(response);
  if (!Object.hasOwn(call.answers, response.status))
    throw new SiteCallError(label, response.status, read?.json ?? null, "a status its contract does not list");
  const schema = call.answers[response.status];
  const answer = { status: response.status, headers: response.headers, retryAfter: retryAfterOf(response.headers) };
  if (!schema) return { ...answer, body: null } as SiteAnswer<N>;
  if (!read) throw new SiteCallError(label, response.status, null, "the answer is not JSON");
  const parsed = schema.safeParse(read.json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new SiteCallError(label, response.status, read.json, `the answer breaks the contract: ${issues.join("; ")}`);
  }
  return { ...answer, body: parsed.data } as SiteAnswer<N>;
}
