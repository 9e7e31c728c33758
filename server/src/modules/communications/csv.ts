/*
 * Writing CSV only (RFC 4180): no CSV package is installed, and writing needs just quoting.
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR before one) as a formula, so
 * such a value gets a leading apostrophe (OWASP's advice against CSV injection); the apostrophe
 * shows in the cell, which is the safe failure.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF-terminated as RFC 4180 has it. */
export function toCsv<K extends string>(columns: readonly K[], rows: readonly Record<K, CsvValue>[]): string {
  return [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].map((line) => `${line}\r\n`).join('');
}
