import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../test/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

describe('route response declarations', () => {
  it('every JSON route declares its response schema (204 and file routes excepted)', () => {
    // The schema types the handler's return and documents the response in OpenAPI; a new route without
    // one shows up here by method and path.
    const undeclared = t.app.routeRegistry
      .filter((r) => r.status !== 204 && !r.produces && !(r.status >= 300 && r.status < 400))
      .filter((r) => !r.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
