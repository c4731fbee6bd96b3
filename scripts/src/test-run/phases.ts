// The phases `npm test` runs, in order. A step's phases run side by side; the next step starts when all of them
// have passed. Each phase is one of the commands a developer can also run alone (package.json's scripts).

export type Phase = {
  /** Shown in the progress lines and the timing table. */
  name: string;
  command: string;
  args: string[];
  /** Relative to the repository root. */
  cwd?: string;
  env?: Record<string, string>;
};

export type Step = Phase[];

/**
 * The workspaces with unit tests, one after another: each suite already uses both cores, and the API's starts
 * servers and databases of its own.
 */
export const unitTestPackages = ["api", "site", "scripts", "content-model", "content-store", "renderer", "schemas"] as const;

const npmRun = (name: string, script: string, ...args: string[]): Phase => ({
  name,
  command: "npm",
  args: ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])],
});

const unitTests = (workspace: string): Phase => ({ name: `unit: ${workspace}`, command: "npm", args: ["run", "test", "-w", workspace] });

export function testPlan(options: { e2eTimingsFile: string }): Step[] {
  return [
    // ESLint runs on one core; the type checks beside it use the other (both only read the sources).
    [npmRun("lint", "lint"), npmRun("types", "typecheck")],
    [
      npmRun("content: validate", "validate"),
      npmRun("content: format", "content:format", "--check"),
      npmRun("content: translations", "content:translations", "--fail-on-incomplete"),
    ],
    ...unitTestPackages.map((workspace) => [unitTests(workspace)]),
    // The types phase above has checked the site's types: the build need not check them again (next.config.ts).
    [{ ...npmRun("build", "build"), env: { STORYFRONT_TYPES_CHECKED: "1" } }],
    [{ name: "browser tests", command: "npm", args: ["run", "e2e", "-w", "site"], env: { E2E_TIMINGS_FILE: options.e2eTimingsFile } }],
  ];
}
