import { describe, expect, it } from 'vitest';
import type { MyDay, MyDayJob } from '@tradeworks/contracts/my-day';
import type { JobChecklistItem, JobChecklists } from '@tradeworks/contracts/checklists';
import { applyPending, applyPendingAnswers, shownClock } from './apply-pending';
import { mapsUrl, telUrl } from './field-links';

const job = (over: Partial<MyDayJob> = {}): MyDayJob => ({
  id: 'j1',
  jobNumber: 'JOB-2026-0001',
  status: 'assigned',
  priority: 'medium',
  clientName: 'Rosa',
  clientPhone: '(512) 555-0142',
  serviceType: 'A/C Tune-Up',
  locationName: 'Main location',
  accessNotes: null,
  contactName: null,
  contactPhone: null,
  address: '12 Oak Ave, Austin, TX',
  latitude: '30.25',
  longitude: '-97.76',
  description: null,
  notes: 'Gate code 4411',
  scheduledDate: '2026-11-23T15:00:00.000Z',
  estimatedDuration: 60,
  windowStart: null,
  windowEnd: null,
  routeOrder: 1,
  plannedArrival: null,
  enRouteAt: null,
  startedAt: null,
  completedAt: null,
  allowedActions: ['en-route', 'start'],
  equipment: [],
  updatedAt: '2026-11-23T12:00:00.000Z',
  ...over,
});
const day = (jobs: MyDayJob[]): MyDay => ({
  date: '2026-11-23',
  timeZone: 'America/Chicago',
  technician: { id: 't1', name: 'Tina', status: 'available' },
  clockedInAt: null,
  jobs,
});
const at = '2026-11-23T16:00:00.000Z';

describe('applyPending', () => {
  it('shows queued actions on top of the last answer, marked pending', () => {
    const [shown, untouched] = applyPending(day([job(), job({ id: 'j2' })]), [
      { key: 'k1', jobId: 'j1', action: 'start', queuedAt: at },
      { key: 'k2', jobId: 'j1', action: 'complete', notes: 'Done offline', queuedAt: at },
    ]);
    expect(shown).toMatchObject({
      status: 'completed',
      notes: 'Done offline',
      completedAt: at,
      allowedActions: [],
      pendingSync: true,
    });
    expect(untouched).toMatchObject({ status: 'assigned', pendingSync: false });
  });

  it('On my way only removes its own button', () => {
    const [shown] = applyPending(day([job()]), [{ key: 'k', jobId: 'j1', action: 'en-route', queuedAt: at }]);
    expect(shown).toMatchObject({ status: 'assigned', enRouteAt: at, allowedActions: ['start'] });
  });

  it('keeps the notes when the completion has none', () => {
    const [shown] = applyPending(day([job({ status: 'in-progress', allowedActions: ['complete'] })]), [
      { key: 'k', jobId: 'j1', action: 'complete', notes: null, queuedAt: at },
    ]);
    expect(shown.notes).toBe('Gate code 4411');
  });
});

describe('shownClock', () => {
  it('applies queued clock taps in order over the server state', () => {
    expect(shownClock(day([]), [])).toBeNull();
    expect(shownClock(day([]), [{ key: 'k', jobId: '', action: 'clock-in', queuedAt: at }])).toBe(at);
    const clockedIn = { ...day([]), clockedInAt: '2026-11-23T13:00:00.000Z' };
    expect(shownClock(clockedIn, [{ key: 'k', jobId: '', action: 'clock-out', queuedAt: at }])).toBeNull();
  });
});

describe('applyPendingAnswers', () => {
  const item = (over: Partial<JobChecklistItem>): JobChecklistItem => ({
    id: 'i1',
    checklistId: 'c1',
    position: 0,
    label: 'Superheat',
    kind: 'number',
    required: true,
    unit: '°F',
    min: '8.000',
    max: '12.000',
    choices: null,
    value: null,
    outOfRange: false,
    answeredAt: null,
    answeredBy: null,
    version: 0,
    ...over,
  });
  const list: JobChecklists = {
    jobId: 'j1',
    jobNumber: 'JOB-2026-0001',
    editable: true,
    checklists: [
      {
        id: 'c1',
        name: 'Tune-up',
        templateId: null,
        equipmentId: null,
        portalVisible: false,
        items: [
          item({}),
          item({ id: 'i2', label: 'Filter changed', kind: 'yesno', unit: null, min: null, max: null }),
        ],
      },
    ],
    missingRequired: [
      { id: 'i1', label: 'Superheat' },
      { id: 'i2', label: 'Filter changed' },
    ],
    signOff: null,
  };

  it('shows the last queued answer, flags an out-of-range reading and recounts the missing items', () => {
    const shown = applyPendingAnswers(list, [
      { key: 'a', jobId: 'j1', action: 'answer', itemId: 'i1', value: '9', queuedAt: at },
      { key: 'b', jobId: 'j1', action: 'answer', itemId: 'i1', value: '14.5', queuedAt: at },
      { key: 'c', jobId: 'other', action: 'answer', itemId: 'i2', value: true, queuedAt: at },
    ]);
    expect(shown.checklists[0]!.items[0]).toMatchObject({ value: '14.5', outOfRange: true, answeredAt: at });
    expect(shown.missingRequired).toEqual([{ id: 'i2', label: 'Filter changed' }]);
    expect([...shown.pendingItemIds]).toEqual(['i1']);
  });

  it('a "no" answers a required yes/no item; a cleared answer is missing again', () => {
    const shown = applyPendingAnswers(list, [
      { key: 'a', jobId: 'j1', action: 'answer', itemId: 'i2', value: false, queuedAt: at },
      { key: 'b', jobId: 'j1', action: 'answer', itemId: 'i1', value: null, queuedAt: at },
    ]);
    expect(shown.missingRequired).toEqual([{ id: 'i1', label: 'Superheat' }]);
  });
});

describe('field links', () => {
  it('opens the address in the maps app, else the coordinates', () => {
    expect(mapsUrl(job())).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Oak%20Ave%2C%20Austin%2C%20TX',
    );
    expect(mapsUrl(job({ address: null }))).toContain('query=30.25%2C-97.76');
    expect(mapsUrl(job({ address: null, latitude: null }))).toBeNull();
  });

  it('dials the digits of the phone', () => {
    expect(telUrl('(512) 555-0142')).toBe('tel:5125550142');
    expect(telUrl('+1 512 555 0142')).toBe('tel:+15125550142');
    expect(telUrl(null)).toBeNull();
  });
});
