// CPU time a server process used, read from Linux's /proc: on a shared machine a request's latency swings with
// everyone's load, the CPU a server spends on it much less. Elsewhere (no /proc) the figures are simply missing.
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux build that matters here

/** User + system CPU milliseconds the process has used so far; undefined without /proc. */
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces, hence the last ")"): utime and stime are 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The processes below `ancestor` (children, grandchildren …) whose command line contains `part` (all of them without). */
export function descendantsRunning(ancestor: number, part = ""): number[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const parentOf = new Map<number, number>();
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const below = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent))
      if (parent === ancestor) return true;
    return false;
  };
  return [...parentOf.keys()].filter((pid) => {
    if (!below(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").includes(part);
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** CPU milliseconds of several processes together; undefined when any cannot be read. */
export function totalCpuMs(pids: number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const used = cpuMs(pid);
    if (used === undefined) return undefined;
    total += used;
  }
  return pids.length ? total : undefined;
}
