/**
 * RFC 5545 text rules: TEXT values escaped (§3.3.11), content lines folded at 75 octets (§3.1) and ended
 * with CRLF, date-times as local (with TZID) or UTC forms (§3.3.5).
 */
import { zoneOffset, type WallParts } from '@tradeworks/contracts/zone-clock';

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/** One content line folded at 75 octets (a continuation starts with a space), never inside a character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75 octets.
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The calendar's lines joined as RFC 5545 wants them: folded, CRLF after every line. */
export const joinLines = (lines: string[]): string => lines.map((l) => `${foldLine(l)}\r\n`).join('');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20261127T143000Z */
export function utcStamp(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** 20261127T083000: a local date-time, given with ;TZID= (or in VTIMEZONE observances). */
export function localStamp(fields: WallParts): string {
  return (
    `${pad(fields.year, 4)}${pad(fields.month)}${pad(fields.day)}` +
    `T${pad(fields.hour)}${pad(fields.minute)}${pad(fields.second)}`
  );
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(instant: Date, zone: string): number {
  return Math.round(zoneOffset(instant.getTime(), zone) / 60_000);
}

/** -0500, +0530 (UTC-OFFSET, §3.3.14). */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
