import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedDate, zonedTime } from '@tradeworks/contracts/zone-clock';
import { addDays, zonedInstant } from '../tenant-clock';
import {
  availableSlots,
  freeTechnicians,
  type BusyJob,
  type Place,
  type SlotRules,
  type SlotTechnician,
  type TimeOff,
} from './arrival-windows';

const MINUTE = 60_000;
const ZONE = 'America/Chicago';
/** A Monday, pinned: nothing here reads the wall clock. */
const MONDAY = '2026-03-02';
const DAYS = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(MONDAY, i));

const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  zone: ZONE,
  businessDays: [1, 2, 3, 4, 5],
  openAt: '08:00',
  closeAt: '17:00',
  holidays: new Set(),
  durationMinutes: 60,
  stepMinutes: 30,
  requiredSkills: [],
  place: null,
  travelMinutes: (from, to) => (from && to ? Math.round(Math.abs(from.latitude - to.latitude) * 100) : 20),
  notBefore: zonedInstant(MONDAY, '00:00', ZONE).getTime(),
  ...over,
});

const tech = (id: string, over: Partial<SlotTechnician> = {}): SlotTechnician => ({
  id,
  workStart: '08:00',
  workEnd: '17:00',
  maxJobs: 4,
  skills: [],
  ...over,
});

const at = (day: string, time: string) => zonedInstant(day, time, ZONE).getTime();

describe('arrival windows: examples', () => {
  it('offers hourly visits inside business hours on open weekdays only', () => {
    const slots = availableSlots(rules({ stepMinutes: 60 }), [tech('a')], [], [], DAYS);
    const monday = slots.filter((s) => s.day === MONDAY).map((s) => zonedTime(s.start, ZONE));
    expect(monday).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(new Set(slots.map((s) => s.day))).toEqual(new Set(DAYS.slice(0, 5)));
  });

  it('leaves out holidays, time off, skills the technician lacks and days at their maximum', () => {
    const tuesday = DAYS[1]!;
    const base = rules({ stepMinutes: 60, holidays: new Set([tuesday]) });
    expect(availableSlots(base, [tech('a')], [], [], [tuesday])).toEqual([]);
    const off: TimeOff[] = [{ technicianId: 'a', start: at(MONDAY, '00:00'), end: at(MONDAY, '12:00') }];
    const afternoon = availableSlots(rules({ stepMinutes: 60 }), [tech('a')], [], off, [MONDAY]);
    expect(zonedTime(afternoon[0]!.start, ZONE)).toBe('12:00');
    expect(
      availableSlots(rules({ requiredSkills: ['Gas'] }), [tech('a', { skills: ['electric'] })], [], [], DAYS),
    ).toEqual([]);
    expect(
      availableSlots(rules({ requiredSkills: ['Gas'] }), [tech('a', { skills: ['gas'] })], [], [], [MONDAY])
        .length,
    ).toBeGreaterThan(0);
    const oneJob: BusyJob[] = [
      { technicianId: 'a', start: at(MONDAY, '08:00'), end: at(MONDAY, '09:00'), place: null },
    ];
    expect(availableSlots(rules(), [tech('a', { maxJobs: 1 })], oneJob, [], [MONDAY])).toEqual([]);
  });

  it('keeps the drive between a job and the visit free on both sides', () => {
    const far: Place = { latitude: 31, longitude: -97 };
    const here: Place = { latitude: 30.5, longitude: -97 }; // 50 minutes away by the test's travel function
    const job: BusyJob = {
      technicianId: 'a',
      start: at(MONDAY, '10:00'),
      end: at(MONDAY, '11:00'),
      place: far,
    };
    const slots = availableSlots(rules({ place: here, stepMinutes: 10 }), [tech('a')], [job], [], [MONDAY]);
    const times = slots.map((s) => zonedTime(s.start, ZONE));
    expect(times).toContain('08:10'); // ends 09:10, +50 min drive = 10:00
    expect(times).not.toContain('08:20');
    expect(times).not.toContain('11:40');
    expect(times).toContain('11:50'); // job ends 11:00, +50 min drive
  });

  it('a Chicago organization offers Chicago hours whatever zone the visitor is in (Tokyo)', () => {
    const slots = availableSlots(rules({ stepMinutes: 60 }), [tech('a')], [], [], [MONDAY]);
    const first = new Date(slots[0]!.start);
    expect(zonedTime(first, ZONE)).toBe('08:00');
    expect(first.toISOString()).toBe('2026-03-02T14:00:00.000Z');
    // The same instant in Tokyo is 23:00: the page labels windows with the organization's zone, not the browser's.
    expect(zonedTime(first, 'Asia/Tokyo')).toBe('23:00');
    expect(zonedDate(first, ZONE)).toBe(MONDAY);
  });
});

// ---- Properties -------------------------------------------------------------------------------------------

const TECH_IDS = ['t1', 't2', 't3'];
const placeArb = fc.option(
  fc.record({
    latitude: fc.integer({ min: 3000, max: 3100 }).map((n) => n / 100),
    longitude: fc.constant(-97),
  }),
  { nil: null },
);
const quarter = (day: number, q: number) => at(DAYS[day]!, '00:00') + q * 15 * MINUTE;
const jobArb = fc
  .record({
    technicianId: fc.constantFrom(...TECH_IDS),
    day: fc.integer({ min: 0, max: 6 }),
    q: fc.integer({ min: 24, max: 76 }),
    length: fc.integer({ min: 2, max: 12 }),
    place: placeArb,
  })
  .map(({ technicianId, day, q, length, place }) => ({
    technicianId,
    start: quarter(day, q),
    end: quarter(day, q + length),
    place,
  }));
const offArb = fc
  .record({
    technicianId: fc.constantFrom(...TECH_IDS),
    day: fc.integer({ min: 0, max: 6 }),
    q: fc.integer({ min: 0, max: 90 }),
    length: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ technicianId, day, q, length }) => ({
    technicianId,
    start: quarter(day, q),
    end: quarter(day, q + length),
  }));
const techArb = fc.record({
  start: fc.integer({ min: 6, max: 10 }),
  hours: fc.integer({ min: 4, max: 11 }),
  maxJobs: fc.integer({ min: 1, max: 5 }),
  skills: fc.subarray(['gas', 'electric', 'ducts']),
});
const scenario = fc.record({
  techs: fc.tuple(techArb, techArb, techArb).map((list) =>
    list.map((t, i) => ({
      id: TECH_IDS[i]!,
      workStart: `${String(t.start).padStart(2, '0')}:00`,
      workEnd: `${String(Math.min(23, t.start + t.hours)).padStart(2, '0')}:00`,
      maxJobs: t.maxJobs,
      skills: t.skills,
    })),
  ),
  jobs: fc.array(jobArb, { maxLength: 12 }),
  off: fc.array(offArb, { maxLength: 4 }),
  duration: fc.constantFrom(30, 60, 90, 120),
  skills: fc.subarray(['gas', 'electric'], { maxLength: 1 }),
  place: placeArb,
  holiday: fc.option(fc.constantFrom(...DAYS), { nil: null }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function scenarioRules(s: Scenario) {
  return rules({
    durationMinutes: s.duration,
    requiredSkills: s.skills,
    place: s.place,
    holidays: new Set(s.holiday ? [s.holiday] : []),
  });
}

describe('arrival windows: properties', () => {
  it('no offered window breaks business hours, holidays, or every technician’s hours, time off, skills, load and drives', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = scenarioRules(s);
        for (const slot of availableSlots(r, s.techs, s.jobs, s.off, DAYS)) {
          expect(slot.end - slot.start).toBe(s.duration * MINUTE);
          expect(r.holidays.has(slot.day)).toBe(false);
          expect(slot.start).toBeGreaterThanOrEqual(at(slot.day, '08:00'));
          expect(slot.end).toBeLessThanOrEqual(at(slot.day, '17:00'));
          // At least one technician who satisfies every rule, checked here independently.
          const someone = s.techs.some((t) => {
            if (!s.skills.every((k) => t.skills.includes(k))) return false;
            if (slot.start < at(slot.day, t.workStart) || slot.end > at(slot.day, t.workEnd)) return false;
            if (s.off.some((o) => o.technicianId === t.id && o.start < slot.end && o.end > slot.start))
              return false;
            const own = s.jobs.filter((j) => j.technicianId === t.id);
            const sameDay = own.filter((j) => zonedDate(j.start, ZONE) === slot.day);
            if (sameDay.length >= t.maxJobs) return false;
            return own.every(
              (j) =>
                j.end + r.travelMinutes(j.place, s.place) * MINUTE <= slot.start ||
                slot.end + r.travelMinutes(s.place, j.place) * MINUTE <= j.start,
            );
          });
          expect(someone).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('an offered window stays bookable until taken, and a booking only takes windows away', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (s, pick) => {
        const r = scenarioRules(s);
        const slots = availableSlots(r, s.techs, s.jobs, s.off, DAYS);
        if (!slots.length) return;
        const slot = slots[pick % slots.length]!;
        const free = freeTechnicians(r, s.techs, s.jobs, s.off, slot.day, slot.start);
        expect(free.length).toBeGreaterThan(0);
        // Book it with the first free technician: that start is now offered only if someone else is free.
        const booked: BusyJob = {
          technicianId: free[0]!.id,
          start: slot.start,
          end: slot.end,
          place: s.place,
        };
        const after = freeTechnicians(r, s.techs, [...s.jobs, booked], s.off, slot.day, slot.start);
        expect(after.map((t) => t.id)).toEqual(free.slice(1).map((t) => t.id));
        // Every window offered afterwards was offered before (a booking only removes windows).
        const before = new Set(slots.map((x) => x.start));
        for (const later of availableSlots(r, s.techs, [...s.jobs, booked], s.off, DAYS)) {
          expect(before.has(later.start)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
