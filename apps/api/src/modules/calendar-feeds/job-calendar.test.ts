import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './ical-text';
import { jobCalendar, type CalendarJob } from './job-calendar';

/** Parses a feed as a calendar app would (ical.js), with its VTIMEZONE registered. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, zone, events };
}

const job = (over: Partial<CalendarJob>): CalendarJob => ({
  id: '01900000-0000-7000-8000-000000000001',
  jobNumber: 'J-1001',
  clientName: 'Smith Residence',
  serviceType: 'A/C Tune-Up',
  status: 'assigned',
  scheduledDate: new Date('2026-07-01T14:00:00Z'),
  estimatedDuration: 90,
  address: '12 Oak Ave, Austin, TX 78704',
  description: null,
  technicianName: 'Ana Ruiz',
  createdAt: new Date('2026-06-01T10:00:00Z'),
  updatedAt: new Date('2026-06-01T10:00:00Z'),
  ...over,
});

const span = (zone: string, jobs: CalendarJob[]) =>
  jobCalendar({
    name: 'Acme — All technicians’ jobs',
    timeZone: zone,
    from: new Date('2026-01-01T00:00:00Z'),
    to: new Date('2027-03-01T00:00:00Z'),
    now: new Date('2026-06-15T09:00:00Z'),
    team: true,
    jobs,
  });

// Instants on both sides of each zone's offset changes (northern and southern summers, a half-hour zone
// without DST, a zone whose DST is one of 30 minutes).
const CASES: Array<[string, string[]]> = [
  [
    'America/Chicago',
    ['2026-03-08T07:30:00Z', '2026-03-08T08:30:00Z', '2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z'],
  ],
  [
    'Europe/London',
    ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'],
  ],
  [
    'Australia/Sydney',
    ['2026-04-04T15:30:00Z', '2026-04-04T16:30:00Z', '2026-10-03T15:30:00Z', '2026-10-03T16:30:00Z'],
  ],
  ['Asia/Kolkata', ['2026-06-01T03:45:00Z', '2026-12-01T03:45:00Z']],
  [
    'Australia/Lord_Howe',
    ['2026-04-04T14:30:00Z', '2026-04-04T15:30:00Z', '2026-10-03T15:30:00Z', '2026-10-03T16:00:00Z'],
  ],
  ['UTC', ['2026-07-01T12:00:00Z']],
];

describe('the iCalendar feed as a parser reads it (ical.js)', () => {
  it.each(CASES)('places every job at its instant in %s, across its offset changes', (zone, instants) => {
    const jobs = instants.map((at, i) =>
      job({
        id: `01900000-0000-7000-8000-00000000000${i}`,
        scheduledDate: new Date(at),
        estimatedDuration: 120,
      }),
    );
    const { calendar, zone: vtimezone, events } = parse(span(zone, jobs));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(zone);
    expect(events).toHaveLength(instants.length);
    expect(events.filter((e) => e.startDate.zone?.tzid === zone).length).toBeGreaterThanOrEqual(
      instants.length - 2,
    );
    events.forEach((event, i) => {
      // A local time the clock change repeats is written in UTC (see dateTime in job-calendar.ts).
      expect([zone, 'UTC']).toContain(event.startDate.zone?.tzid);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(instants[i]).toISOString());
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(120 * 60_000);
    });
  });

  it('gives each job a stable UID, a SEQUENCE that grows with its changes, and cancellations', () => {
    const first = parse(span('America/Chicago', [job({})])).events[0];
    const later = parse(
      span('America/Chicago', [
        job({ scheduledDate: new Date('2026-07-02T15:00:00Z'), updatedAt: new Date('2026-06-03T08:00:00Z') }),
      ]),
    ).events[0];
    const cancelled = parse(
      span('America/Chicago', [job({ status: 'cancelled', updatedAt: new Date('2026-06-04T08:00:00Z') })]),
    ).events[0];
    expect(first.uid).toBe('job-01900000-0000-7000-8000-000000000001@tradeworks');
    expect(later.uid).toBe(first.uid);
    expect(cancelled.uid).toBe(first.uid);
    expect(later.sequence).toBeGreaterThan(first.sequence);
    expect(cancelled.sequence).toBeGreaterThan(later.sequence);
    expect(first.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.summary).toBe('Cancelled: J-1001 A/C Tune-Up — Smith Residence (Ana Ruiz)');
  });

  it('keeps long, accented and punctuated text intact through folding and escaping', () => {
    const description = `Ménage à trois; units, filters\\vents — 🔧 ${'très long '.repeat(20)}\nSecond line`;
    const ics = span('UTC', [job({ description, address: '1 Rue de l’Église, Montréal; QC' })]);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const event = parse(ics).events[0];
    expect(event.description).toBe(`Job J-1001: Assigned\nTechnician: Ana Ruiz\n${description}`);
    expect(event.location).toBe('1 Rue de l’Église, Montréal; QC');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds at 75 octets without splitting a character, and escapes TEXT specials', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});
