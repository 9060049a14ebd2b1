import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../test/test-context';
import { assertMatchesSchema } from './route';

let t: TestContext;
beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

describe('route response declarations', () => {
  it('every JSON route declares its response schema (204, redirects and file routes excepted)', () => {
    // The schema types the handler's return and documents the response in OpenAPI; a new route without
    // one shows up here by method and path.
    const undeclared = t.app.routeRegistry
      .filter((r) => r.status !== 204 && !r.produces && !(r.status >= 300 && r.status < 400))
      .filter((r) => !r.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('checks every answer against its schema while testing', () => {
    expect(t.app.env.NODE_ENV).toBe('test');
    const schema = z.object({
      id: z.string(),
      createdAt: z.string(),
      lines: z.array(z.object({ n: z.number() })),
    });
    const at = new Date('2026-01-02T03:04:05Z');
    expect(() =>
      assertMatchesSchema(schema, { id: 'a', createdAt: at, lines: [{ n: 1 }] }, 'GET /x'),
    ).not.toThrow();
    expect(() => assertMatchesSchema(schema, { id: 1, createdAt: at, lines: [] }, 'GET /x')).toThrow(
      'GET /x answered a body that does not match its response schema: id: Invalid input: expected string, received number',
    );
    expect(() =>
      assertMatchesSchema(schema, { id: 'a', createdAt: at, lines: [{ n: 1, secret: 'x' }] }, 'GET /x'),
    ).toThrow('.lines[0].secret: not in the schema');
  });
});
