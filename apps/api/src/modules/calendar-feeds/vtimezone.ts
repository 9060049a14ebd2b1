import { wallParts } from '@tradeworks/contracts/zone-clock';
import { localStamp, offsetMinutes, utcOffset } from './ical-text';

const DAY_MS = 86_400_000;

interface Transition {
  /** The first instant of the new offset. */
  at: Date;
  from: number;
  to: number;
}

/** The zone's offset changes in [from, to), found day by day and narrowed to the minute. */
export function offsetTransitions(zone: string, from: Date, to: Date): Transition[] {
  const out: Transition[] = [];
  let before = from.getTime();
  let offset = offsetMinutes(from, zone);
  for (let t = before + DAY_MS; t < to.getTime() + DAY_MS; t += DAY_MS) {
    const next = offsetMinutes(new Date(t), zone);
    if (next !== offset) {
      let low = before;
      let high = t;
      while (high - low > 60_000) {
        const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
        if (offsetMinutes(new Date(mid), zone) === offset) low = mid;
        else high = mid;
      }
      if (high < to.getTime()) out.push({ at: new Date(high), from: offset, to: next });
      offset = next;
    }
    before = t;
  }
  return out;
}

/**
 * The VTIMEZONE of an IANA zone for the instants [from, to) (RFC 5545 §3.6.5): one observance per offset
 * change in that span, each with its explicit onset (no RRULE, so the rules of any year and any zone come
 * out exactly as the platform's time-zone database has them), and a first observance holding the offset in
 * force at `from`. An observance is DAYLIGHT when its offset is above the zone's lowest in the span.
 */
export function vtimezoneLines(zone: string, from: Date, to: Date): string[] {
  const transitions = offsetTransitions(zone, from, to);
  const initial = offsetMinutes(from, zone);
  const standardOffset = Math.min(initial, ...transitions.map((t) => t.to));
  const observance = (onset: Date, fromOffset: number, toOffset: number) => {
    const kind = toOffset > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    // The onset is written in the local time in force before it (TZOFFSETFROM).
    const shifted = localStamp(wallParts(new Date(onset.getTime() + fromOffset * 60_000), 'UTC'));
    return [
      `BEGIN:${kind}`,
      `DTSTART:${shifted}`,
      `TZOFFSETFROM:${utcOffset(fromOffset)}`,
      `TZOFFSETTO:${utcOffset(toOffset)}`,
      `END:${kind}`,
    ];
  };
  // The first observance starts with the span (on the minute), before any event in it.
  const start = new Date(Math.floor(from.getTime() / 60_000) * 60_000);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(start, initial, initial),
    ...transitions.flatMap((t) => observance(t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ];
}
