/** An ILIKE pattern matching text that contains `text`, with % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An ILIKE pattern matching text that starts with `text`, with % and _ taken literally. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Timestamps leave the database as ISO-8601 UTC text, ready for JSON and the DateTime scalar. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
