/** GraphQL speaks camelCase; the shared validation speaks the specs' snake_case. Nulls count as not given. */
export function toSnakeCase(input: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return out;
}
