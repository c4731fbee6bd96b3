// The bytes a saved document is written as. TODO(format): replaced by the canonical format module
// (formatContentFile) once it lands on main, so a Studio save and `npm run content:format` agree.
export function serializeDocument(_file: string, data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
