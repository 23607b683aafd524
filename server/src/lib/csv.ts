/** A byte-order mark so spreadsheet programs read the file as UTF-8 (names in Telugu, Hindi …). */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell, safe to open in a spreadsheet: a value starting with = + - @ (or a tab or carriage
 * return) would run as a formula, so it gets a leading apostrophe; values holding a comma, quote or
 * line break are quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}

/** The whole document: BOM, header, rows, CRLF line ends. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return CSV_BOM + [csvRow(header), ...rows.map(csvRow)].join('\r\n') + '\r\n';
}
