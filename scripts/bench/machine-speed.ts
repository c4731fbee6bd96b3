// How fast this machine runs right now, printed at the start and the end of a benchmark: the shared machines
// these figures come from vary by a factor of two within a day, and the pages' CPU-bound figures (TTI, TBT) move
// with them while the reference page's network-bound ones hardly do, so a ratio is read beside this.

/** Milliseconds for a fixed piece of work a page's scripts resemble (objects, strings, JSON, sorting), on one core. */
export function machineSpeedMs(): number {
  const started = performance.now();
  for (let round = 0; round < 20; round++) {
    const items = Array.from({ length: 20_000 }, (_, index) => ({ id: `item-${(index * 7919) % 20_000}`, value: index % 97 }));
    const copy = JSON.parse(JSON.stringify(items)) as typeof items;
    copy.sort((a, b) => a.id.localeCompare(b.id));
  }
  return Math.round(performance.now() - started);
}

export function printMachineSpeed(when: string): void {
  console.log(`Machine speed ${when}: ${machineSpeedMs()} ms for a fixed piece of work (see machine-speed.ts; lower is faster).`);
}
