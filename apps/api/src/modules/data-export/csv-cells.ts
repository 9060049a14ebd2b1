/**
 * Cells a spreadsheet would run as a formula: starting with = + @ tab or CR, or - unless the cell is a plain
 * negative number. They get a leading ' (OWASP's advice); the import strips it again.
 */
export const FORMULA_CELL = /^(?:[=+@\t\r]|-(?!\d+(\.\d+)?$))/;

/** The same rule in SQL, for exports that PostgreSQL writes as CSV itself (COPY): `expr` is a text expression. */
export const formulaSafeSql = (expr: string) =>
  `case when left(${expr}, 1) in ('=', '+', '@', E'\\t', E'\\r') or (left(${expr}, 1) = '-' and ${expr} !~ '^-[0-9]+(\\.[0-9]+)?$') then '''' || ${expr} else ${expr} end`;

/** A cell needs quotes (RFC 4180) when it holds a quote, separator, line break or BOM, or edge spaces. */
const NEEDS_QUOTES = /[",\r\n\ufeff]|^ | $/;

/** One CSV cell: nulls are empty, dates ISO, text formula-escaped and quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  let text = String(value);
  let quote = false;
  if (FORMULA_CELL.test(text)) {
    text = `'${text}`;
    quote = true;
  }
  return quote || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV text (RFC 4180, CRLF) of some rows, with formula cells escaped. Written by hand rather than with a
 * CSV library's unparse: exports run it on every cell of every row, and this is its hot loop.
 */
export function csvLines(rows: Iterable<ArrayLike<unknown>>): string {
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      if (i) out += ',';
      out += csvCell(row[i]);
    }
    out += '\r\n';
  }
  return out;
}
