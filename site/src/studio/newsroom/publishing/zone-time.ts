// Times as the editor reads them: a schedule is typed in the editor's own time zone (datetime-local) and sent to the
// API as Unix seconds (UTC). Intl does the zone arithmetic, so daylight-saving changes are the browser's tables.

/** The browser's IANA time zone, e.g. "Europe/Berlin". */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Wall-clock fields of an instant in a zone. */
function wallClock(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetMs(ms: number, zone: string): number {
  const clock = wallClock(ms, zone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * "2026-12-01T09:00" in `zone` → Unix seconds; null when the text is not such a time. A time the clock skips (the
 * hour lost to daylight saving) is read as the instant right after the change, as calendars do.
 */
export function localInputToUnix(value: string, zone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guessed instant, then at the corrected one: they differ only around a change of offset.
  const first = asUtc - offsetMs(asUtc, zone);
  const second_ = asUtc - offsetMs(first, zone);
  return Math.floor(Math.max(first, second_) / 1000);
}

/** Unix seconds → "2026-12-01T09:00" in `zone`, the value a datetime-local input shows. */
export function unixToLocalInput(seconds: number, zone: string): string {
  const clock = wallClock(seconds * 1000, zone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Unix seconds as the editor reads them, with the zone named: "1 Dec 2026, 09:00 (Europe/Berlin)". */
export function formatInZone(seconds: number, zone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(
    new Date(seconds * 1000),
  );
  return `${text} (${zone})`;
}
