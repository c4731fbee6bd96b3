// Which content a request reads: a content branch's preview (`<label>.preview.<base>`) or production. Set by the site's
// own server around each request (server/main.ts) and read by the content loader deep inside Next's render, whose
// calls are synchronous and get no request: Node's AsyncLocalStorage follows the request's async work. The server
// makes the one instance and puts it on globalThis (server/content-previews.ts), because it and Next's bundles load
// this module separately; no import here, as browser bundles reach this module through the host allow-list. No `@/`
// imports: server/main.ts runs it on Node's own TypeScript support.

export interface ContentScope {
  /** The preview host's first label: `main` or `content-<name>` (the branch content/<name>). */
  readonly label: string;
  /** The branch's newest commit, resolved once per request by the loader. */
  commit?: string;
}

/** Node's AsyncLocalStorage, as far as the loader needs it. */
export interface ScopeStorage {
  getStore(): ContentScope | undefined;
  run<T>(scope: ContentScope, work: () => T): T;
}

export const scopeStorageKey = Symbol.for("storyfront.contentScope");
const holder = globalThis as typeof globalThis & { [scopeStorageKey]?: ScopeStorage };

/** The preview this request is for, or undefined for production (outside a request, and without the own server). */
export const contentScope = (): ContentScope | undefined => holder[scopeStorageKey]?.getStore();

/** Makes the process's scope storage (the site's own server, before Next loads). */
export function installScopeStorage(storage: ScopeStorage): ScopeStorage {
  return (holder[scopeStorageKey] ??= storage);
}

/** `content-spring-offer` for the branch content/spring-offer; `main` for main. One DNS label (≤ 63). */
export const previewLabelPattern = /^(?:main|content-[a-z0-9](?:-?[a-z0-9]){0,49})$/;

/** The label of a preview host (`content-x.preview.localhost:3000` → `content-x`), or undefined for any other host. */
export function previewLabelOf(host: string | undefined | null): string | undefined {
  const match = /^([a-z0-9-]{1,63})\.preview\.[a-z0-9.-]+(?::\d{1,5})?$/.exec((host ?? "").trim().toLowerCase());
  return match && previewLabelPattern.test(match[1] ?? "") ? match[1] : undefined;
}
