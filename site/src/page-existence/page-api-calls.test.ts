// A route table entry names the API calls its page makes on the server (`api`), and no other: the calls are read
// from the page file and every module of the site it imports (not its layouts, whose calls are the chrome's), as
// the api-client functions those modules import and the calls each of those functions makes. A call made in the
// browser goes through a route handler (callSiteRoute) and is not the page's. A page that makes a call needs the
// API (`needsApi`: the proxy's API-down handling) unless the proxy asks the API for it first.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { siteImportsIn, siteModules, sitePages } from "@storyfront/content-model/graph/site-modules";
import { apiCalls, routeFamily, routeTable, type ApiCallName } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";

const srcDir = fileURLToPath(new URL("..", import.meta.url));
const apiClientDir = fileURLToPath(new URL("../api-client/", import.meta.url));
const read = (file: string) => readFileSync(file, "utf8");
const callNames = new Set<string>(Object.keys(apiCalls));

/** The calls each exported function of api-client/calls.ts makes, itself or through the others it calls. */
function callsOfClientFunctions(): Map<string, Set<ApiCallName>> {
  const source = read(`${apiClientDir}calls.ts`);
  const bodies = new Map<string, string>();
  for (const part of source.split(/\n(?=export )/)) {
    const name = /^export (?:async )?function (\w+)/.exec(part)?.[1];
    if (name) bodies.set(name, part);
  }
  const callsOf = (name: string, seen = new Set<string>()): Set<ApiCallName> => {
    seen.add(name);
    const body = bodies.get(name) ?? "";
    const calls = new Set([...body.matchAll(/"(\w+)"/g)].map((match) => match[1] ?? "").filter((call) => callNames.has(call)));
    for (const other of bodies.keys())
      if (!seen.has(other) && new RegExp(`\\b${other}\\(`).test(body)) callsOf(other, seen).forEach((call) => calls.add(call));
    return calls as Set<ApiCallName>;
  };
  return new Map([...bodies.keys()].map((name) => [name, callsOf(name)]));
}

/** The names a module imports from the api-client ("@/api-client" or its files), type-only ones left out. */
function apiClientImports(source: string): string[] {
  return [...source.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s+from\s+["']@\/api-client(?:\/[\w-]+)?["']/g)].flatMap((match) =>
    (match[1] ?? "")
      .split(",")
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? "")
      .filter((name) => name !== "" && !name.startsWith("type ")),
  );
}

describe("the route table's API calls", () => {
  const clientCalls = callsOfClientFunctions();
  const pages = sitePages(srcDir);

  it("reads calls through the api-client functions", () => {
    expect(clientCalls.get("listBlogCategories")).toEqual(new Set(["categoryList"]));
    expect(clientCalls.get("getPage")).toEqual(new Set(["pageView"]));
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((page) => [page.pattern, page.file]))("names the calls the page %s makes on the server", (pattern, file) => {
    const modules = siteModules(srcDir, [file], (module) => (module.startsWith(apiClientDir) ? [] : siteImportsIn(read(module))));
    const made = new Set(
      modules
        .filter((module) => !module.startsWith(apiClientDir))
        .flatMap((module) => apiClientImports(read(module)))
        .flatMap((name) => [...(clientCalls.get(name) ?? [])]),
    );
    expect([...made].sort(), `the route table entry of ${pattern} names the calls its page makes (api)`).toEqual(
      [...routeFamily(pattern).api].sort(),
    );
  });

  it("has a page that calls the API wait for it: the proxy answers the 500 page while the API is down", () => {
    // A family found by a lookup asks the API for its API pages before they render (page-existence.ts); any other
    // page that makes a call would fail while rendering and reach the visitor as an empty error shell.
    for (const family of routeTable.filter((entry) => entry.api.length > 0 && entry.exists !== "lookup"))
      expect(family.needsApi, `${family.pattern} calls ${family.api.join(", ")}: needsApi`).toBe(true);
  });
});
