/** Client state of spec §3: salesLogic is default or salesTeam. */
export type SalesMode = "default" | "salesTeam";

/** `behavior` of GET /sales-logic, kept only when it is an object (spec §3, §7); anything else is null. */
export function keepBehavior(answer: unknown): Record<string, unknown> | null {
  if (!isObject(answer)) return null;
  const behavior = answer.behavior;
  return isObject(behavior) ? behavior : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The mode a kept behavior selects; an unknown or missing behavior is the default mode. */
export function salesModeOf(behavior: Record<string, unknown> | null | undefined): SalesMode {
  return behavior?.salesLogic === "salesTeam" ? "salesTeam" : "default";
}
