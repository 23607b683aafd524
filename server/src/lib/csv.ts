/** A byte-order mark so spreadsheet programs read the file as UTF-8 (names in Telugu, Hindi …). */
const CSV_BOM = '\uFEFF';

/** A cell (or a piece of one) starting with one of these runs as a formula in a spreadsheet. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
/**
 * Where a spreadsheet may start a new cell inside our quoted text: a reader whose list separator is
 * `;` (European Excel locales) or a tab, one that ignores the quotes, or one that splits lines first.
 */
const CELL_BREAK = new Set([',', ';', '\t', '\r', '\n']);

/**
 * Puts an apostrophe before every formula character that could start a cell under any of those
 * readings: at the start of the value and after every separator or line break, looking past spaces
 * and quote marks (lenient readers drop both). A plain loop: linear, and clearer than a pattern.
 */
function neutralise(text: string): string {
  let out = '';
  let atCellStart = true;
  for (const ch of text) {
    if (atCellStart && FORMULA_START.has(ch)) {
      out += `'${ch}`;
      // The tab or CR just escaped may itself begin a cell for a reader that splits on it.
      atCellStart = CELL_BREAK.has(ch);
      continue;
    }
    out += ch;
    if (CELL_BREAK.has(ch)) atCellStart = true;
    else if (ch !== ' ' && ch !== '"') atCellStart = false;
  }
  return out;
}

/**
 * One CSV cell, safe to open in a spreadsheet under either list separator: every cell is quoted with
 * inner quotes doubled (RFC 4180), and formula characters that could start a cell are neutralised.
 */
function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${neutralise(text).replace(/"/g, '""')}"`;
}

type Cells = (string | number | null | undefined)[];

function csvRow(values: Cells): string {
  return values.map(csvCell).join(',');
}

/** A CSV document in pieces, for a response streamed as the rows are read: BOM and header, then each batch of rows (CRLF line ends). */
export async function* csvPieces(header: string[], batches: AsyncIterable<Cells[]> | Iterable<Cells[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header) + '\r\n';
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map(csvRow).join('\r\n') + '\r\n';
  }
}
