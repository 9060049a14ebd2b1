import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula: starting with = + @ tab or CR, or - unless the cell is a plain
 * negative number. They get a leading ' (OWASP's advice); the import strips it again.
 */
export const FORMULA_CELL = /^(?:[=+@\t\r]|-(?!\d+(\.\d+)?$))/;

/** CSV text (RFC 4180, CRLF) of some rows, with formula cells escaped; nulls are empty cells. */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  if (!rows.length) return '';
  return (
    Papa.unparse(rows as unknown[][], { escapeFormulae: FORMULA_CELL, newline: '\r\n', header: false }) +
    '\r\n'
  );
}
