// Path ids may be numeric ids or slugs.
export function idOrSlugCondition(
  column: { id: string; slug: string },
  value: string,
  param: string,
): { sql: string; value: string | number } {
  return /^\d+$/.test(value) && Number(value) <= 2147483647
    ? { sql: `${column.id} = ${param}`, value: Number(value) }
    : { sql: `${column.slug} = ${param}`, value };
}
