import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { apiFetchIdempotent, RETRY_WINDOW_MS } from './idempotent-request';

/** The requests the "server" saw, and what it answers next (a status, or a dropped connection). */
let seen: Array<{ url: string; method: string; key: string | null; body: unknown }>;
let answers: Array<number | 'offline'>;

beforeEach(() => {
  seen = [];
  answers = [];
  vi.stubGlobal('window', {
    location: { origin: 'http://localhost', search: '', pathname: '/dispatching', assign: () => {} },
    localStorage: { getItem: () => 'acme', setItem: () => {} },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({
      url,
      method: init.method ?? 'GET',
      key: headers['Idempotency-Key'] ?? null,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    const answer = answers.shift() ?? 200;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer < 400 ? { ok: true } : { message: 'refused' }), {
      status: answer,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const start = (jobId = 'job-1') => apiFetchIdempotent(`/api/service-jobs/${jobId}/start`, { method: 'POST' });
const keys = () => seen.map((s) => s.key);

describe('apiFetchIdempotent: one Idempotency-Key per user action', () => {
  it('sends a key, and a new one for each new click once the server has answered', async () => {
    await start();
    await start();
    expect(seen).toHaveLength(2);
    expect(seen[0].url).toBe('/api/service-jobs/job-1/start?tenant=acme');
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keys()[1]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('reuses the key when the same request is sent again after the connection dropped or a 5xx', async () => {
    answers = ['offline', 503, 200];
    await expect(start()).rejects.toThrow('Failed to fetch');
    await expect(start()).rejects.toBeInstanceOf(ApiError);
    await start();
    expect(new Set(keys()).size).toBe(1);
    // Answered: the next click is a new action.
    await start();
    expect(keys()[3]).not.toBe(keys()[0]);
  });

  it('reuses the key for a second click while the first is still on its way', async () => {
    await Promise.all([start(), start()]);
    expect(keys()[0]).toBe(keys()[1]);
  });

  it("spends the key on a 4xx: the server's refusal is final, clicking again is a new action", async () => {
    answers = [409];
    await expect(start()).rejects.toMatchObject({ status: 409 });
    await start();
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('never reuses a key for another request, nor after another action or the retry window', async () => {
    const patch = (hour: string) =>
      apiFetchIdempotent('/api/schedule/jobs/job-1', {
        method: 'PATCH',
        body: { scheduledDate: `2026-12-07T${hour}:00:00.000Z` },
      });
    answers = ['offline'];
    await expect(patch('15')).rejects.toThrow();
    await patch('16'); // another body: another action
    answers = ['offline'];
    await expect(start('job-2')).rejects.toThrow();
    await patch('15'); // the first drop again, after other actions: new key, never a stale replay
    expect(new Set(keys()).size).toBe(4);
    expect(seen[0].body).toEqual({ scheduledDate: '2026-12-07T15:00:00.000Z' });

    vi.useFakeTimers({ toFake: ['Date'] });
    answers = ['offline'];
    await expect(start('job-3')).rejects.toThrow();
    vi.setSystemTime(Date.now() + RETRY_WINDOW_MS + 1);
    await start('job-3');
    expect(keys()[5]).not.toBe(keys()[4]);
  });
});
