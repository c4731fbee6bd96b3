// The phases `npm test` runs. A step's lanes run side by side, each lane's phases one after another; the next step
// starts when every lane has passed. Each phase is one of the commands a developer can also run alone.

export type Phase = {
  /** Shown in the progress lines and the timing table. */
  name: string;
  command: string;
  args: string[];
  /** Relative to the repository root. */
  cwd?: string;
  env?: Record<string, string>;
};

/** Phases run one after another. */
export type Lane = Phase[];
/** Lanes run side by side. */
export type Step = Lane[];

/** The workspaces with unit tests, slowest first: they run one after another, in a lane beside the browser tests. */
export const unitTestPackages = ["api", "site", "scripts", "content-model", "content-store", "renderer", "schemas"] as const;

const npmRun = (name: string, script: string, ...args: string[]): Phase => ({
  name,
  command: "npm",
  args: ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])],
});

// Beside the build and the browser tests, two cores are shared by several processes: a test that reads the content
// folder took over 5 s (vitest's default limit) there, and the API's 200-guess lockout test, 1.8 s alone, took over
// 30 s beside a Studio spec's next dev on a slow CI host. The bound only catches a test that hangs: nothing in a unit
// test asserts on time.
const unitTests = (workspace: string): Phase => ({
  name: `unit: ${workspace}`,
  command: "npm",
  args: ["run", "test", "-w", workspace, "--", "--testTimeout=120000"],
});

export function testPlan(options: { e2eTimingsFile: string }): Step[] {
  return [
    // Static checks first, as they fail fastest: ESLint on one core, the type checks beside it, and the content
    // checks (light, mostly reading files) in a third lane.
    [
      [npmRun("lint", "lint")],
      [npmRun("types", "typecheck")],
      [
        npmRun("content: validate", "validate"),
        npmRun("content: format", "content:format", "--check"),
        npmRun("content: translations", "content:translations", "--fail-on-incomplete"),
      ],
    ],
    // The browser tests spend much of their time waiting on servers and pages: the unit tests fill those gaps
    // beside the build and them, rather than running before. The types step has checked the site's types, so the
    // build need not check them again (next.config.ts).
    [
      [
        { ...npmRun("build", "build"), env: { STORYFRONT_TYPES_CHECKED: "1" } },
        { name: "browser tests", command: "npm", args: ["run", "e2e", "-w", "site"], env: { E2E_TIMINGS_FILE: options.e2eTimingsFile } },
      ],
      unitTestPackages.map(unitTests),
    ],
  ];
}
