import { loadEnv } from '../../env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { createReadiness } from './readiness';

let db: Database;
let app: FastifyInstance;
const readiness = createReadiness('starting');
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({ db, env: loadEnv({}), logLevel: 'silent', webDistDir: '/nonexistent', readiness });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('health endpoints and the readiness gate', () => {
  it('answers live in every phase and ready only when ready', async () => {
    for (const phase of ['starting', 'migrating', 'draining'] as const) {
      readiness.phase = phase;
      const live = await get('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', pid: process.pid });
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: phase });
    }
    readiness.phase = 'ready';
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('refuses other API requests with 503 until ready and while draining', async () => {
    readiness.phase = 'migrating';
    const starting = await get('/api/clients');
    expect(starting.statusCode).toBe(503);
    expect(starting.headers['retry-after']).toBe('1');
    expect(starting.json()).toEqual({
      error: 'UNAVAILABLE',
      message: 'The server is starting, try again shortly',
    });
    readiness.phase = 'draining';
    expect((await get('/api/clients')).json().message).toBe('The server is shutting down');
    readiness.phase = 'ready';
    expect((await get('/api/clients')).statusCode).toBe(401);
  });
});
