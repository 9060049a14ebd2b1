import { beforeAll } from 'vitest';
import type { FixtureContext, IsolationRecords } from './fixture';
import { ISOLATION_FIXTURES } from './registry';

/**
 * Registers one `beforeAll` per area fixture that creates the area's records for `side()` into `records`.
 * Each area's set-up then has its own hook budget: on a slow machine the set-up takes longer, but no single
 * hook has to create every area's records in time (which, when it failed, skipped every test of the file).
 */
export function createFixtureRecordsBeforeAll(
  side: () => FixtureContext,
  records: Map<string, IsolationRecords>,
): void {
  for (const fixture of ISOLATION_FIXTURES) {
    beforeAll(async () => {
      records.set(fixture.area, await fixture.create(side()));
    });
  }
}
