import { describe, expect, it } from 'vitest';
import type { MyDay, MyDayJob } from '@tradeworks/contracts/my-day';
import { applyPending } from './apply-pending';
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
