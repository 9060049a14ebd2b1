import type { DateOrder } from '@tradeworks/contracts/data-transfer';

/**
 * Cell normalizers: what spreadsheets write, turned into what the API's create schemas accept. A value that
 * cannot be understood is passed through unchanged, so the schema reports it with its own message.
 */

/** Undoes the export's formula escaping: a leading ' before = + - @ tab or CR. */
export function unescapeFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** `$1,234.50`, `1 234.50`, `1.234,50` (with `;` files), `(12.00)` → `1234.50`. */
export function moneyCell(value: string, delimiter: string): string {
  let v = value.trim().replace(/^\((.*)\)$/, '-$1');
  v = v.replace(/[$€£\s\u00a0]/g, '');
  const lastComma = v.lastIndexOf(',');
  const lastDot = v.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // The later one is the decimal mark.
    v = lastComma > lastDot ? v.replace(/\./g, '').replace(',', '.') : v.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const decimalComma = delimiter === ';' && /,\d{1,2}$/.test(v) && v.indexOf(',') === lastComma;
    v = decimalComma ? v.replace(',', '.') : v.replace(/,/g, '');
  }
  return v;
}

/** Whole numbers with thousands separators: `1,200` → `1200`. */
export function integerCell(value: string): string {
  const v = value.trim();
  return /^-?\d{1,3}([,.\s]\d{3})+$/.test(v) ? v.replace(/[,.\s]/g, '') : v;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0']);

export function booleanCell(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  return value;
}

/** Tags as one cell: `cooling, vip` (`;` also separates). */
export function tagsCell(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

const SLASH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether a date cell like 03/04/2024 reads differently month-first and day-first. */
export function isAmbiguousDate(value: string): boolean {
  const m = SLASH_DATE.exec(value.trim());
  return !!m && Number(m[1]) <= 12 && Number(m[2]) <= 12 && m[1] !== m[2];
}

/** Which order a slash date's parts must have, when one of them is over 12; null when it cannot tell. */
export function impliedDateOrder(value: string): DateOrder | null {
  const m = SLASH_DATE.exec(value.trim());
  if (!m) return null;
  if (Number(m[1]) > 12) return 'dmy';
  if (Number(m[2]) > 12) return 'mdy';
  return null;
}

/**
 * ISO dates and timestamps stay as they are; US (MM/DD/YYYY) or day-first dates become an ISO timestamp
 * at UTC midnight. Anything else is returned unchanged for the schema to refuse.
 */
export function dateCell(value: string, order: DateOrder): string {
  const v = value.trim();
  if (ISO_DATE.test(v)) {
    const parsed = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
    return Number.isNaN(parsed.getTime()) ? v : parsed.toISOString();
  }
  const m = SLASH_DATE.exec(v);
  if (!m) return v;
  const [month, day] = order === 'mdy' ? [Number(m[1]), Number(m[2])] : [Number(m[2]), Number(m[1])];
  let year = Number(m[3]);
  if (m[3].length === 2) year += year < 70 ? 2000 : 1900;
  const date = new Date(
    Date.UTC(year, month - 1, day, Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)),
  );
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return v;
  return date.toISOString();
}
