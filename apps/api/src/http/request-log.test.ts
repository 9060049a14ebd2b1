import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { TestContext } from '../test/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

async function appLogging(level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    db: t.db,
    env: loadEnv({ METRICS_TOKEN: 'scrape-token-for-the-log-test' }),
    logLevel: level,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    webDistDir: '/none',
  });
  return { app, lines };
}

const linesOf = (lines: Array<Record<string, unknown>>, reqId: string) =>
  lines.filter((line) => line.reqId === reqId);

describe('request log (issue 27, item 11)', () => {
  let info: { app: FastifyInstance; lines: Array<Record<string, unknown>> };
  let debug: { app: FastifyInstance; lines: Array<Record<string, unknown>> };
  beforeAll(async () => {
    info = await appLogging('info');
    debug = await appLogging('debug');
  });
  afterAll(async () => {
    await info.app.close();
    await debug.app.close();
  });

  it('writes one line per request, as it is answered, without the query string', async () => {
    const res = await info.app.inject({ method: 'GET', url: '/api/clients?search=secret-term' });
    expect(res.statusCode).toBe(401);
    const mine = linesOf(info.lines, res.headers['x-request-id'] as string);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      statusCode: 401,
      req: { method: 'GET', url: '/api/clients' },
    });
    expect(typeof mine[0].responseTime).toBe('number');
    expect(JSON.stringify(mine)).not.toContain('secret-term');
  });

  it('logs health probes and metric scrapes at debug only', async () => {
    const probes = [
      { url: '/api/health' },
      { url: '/api/health/live' },
      { url: '/api/health/ready' },
      { url: '/metrics', headers: { authorization: 'Bearer scrape-token-for-the-log-test' } },
    ];
    for (const probe of probes) {
      const quiet = await info.app.inject({ method: 'GET', ...probe });
      expect(quiet.statusCode, probe.url).toBe(200);
      expect(linesOf(info.lines, quiet.headers['x-request-id'] as string), probe.url).toEqual([]);
      const told = await debug.app.inject({ method: 'GET', ...probe });
      const mine = linesOf(debug.lines, told.headers['x-request-id'] as string);
      expect(mine, probe.url).toHaveLength(1);
      expect(mine[0]).toMatchObject({ level: 20, msg: 'request completed', statusCode: 200 });
    }
  });
});
