/** The named top-level namespaces of a message catalogue (keeps client payloads small). */
export function pick<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => namespaces.includes(key))) as Partial<T>;
}
