import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/**
 * The contract every area fulfils for the isolation matrix (docs/development/testing.md). One file per area,
 * `apps/api/src/modules/<area>/<area>.isolation-fixture.ts` (or under src/super-admin/), default-exporting
 * `defineIsolationFixture({...})`; the matrix finds it by file name, nothing else needs registering.
 */
export interface IsolationFixture {
  /** Area name, for messages. */
  area: string;
  /** The routes it covers: every tenant route whose URL starts with one of these (e.g. '/api/clients/'). */
  prefixes: string[];
  /** Creates this area's records in `tenant` as its owner; every text should contain `marker`. */
  create(ctx: FixtureContext): Promise<IsolationRecords>;
  /**
   * A valid body per write route ("PATCH /api/clients/:id") where `{}` is not one, so a foreign id is
   * refused for being foreign (404), not for the body (400). `own` are the caller's records.
   */
  bodies?: Record<string, (own: IsolationRecords) => unknown>;
  /**
   * Writes in the caller's own tenant whose body points at the OTHER tenant's records (a client on a quote,
   * a part on a line, …): each must be refused (4xx) and leak nothing.
   */
  references?: (own: IsolationRecords, foreign: IsolationRecords) => ReferenceAttempt[];
}

export interface FixtureContext {
  t: TestContext;
  tenant: TestTenant;
  owner: TestUser;
  /** A unique word (e.g. "ISOb3f2"): put it in names so a leak of this tenant's data can be detected. */
  marker: string;
}

export interface IsolationRecords {
  /** Values for the path parameters of the covered routes, by name (id, methodId, …). */
  params: Record<string, string>;
  /** Extra ids referenced in bodies (clientId, serviceId, partId, …). */
  ids?: Record<string, string>;
  /**
   * Values for path parameters that name no record (an export's :type, an import template's :type): the
   * same in every tenant, so they are not leaks, and a route whose parameters are all such values is checked
   * like a route without parameters (?tenant= only), not for a 404 on the other tenant's "ids".
   */
  values?: Record<string, string>;
}

/** Every path parameter value of a fixture's records: the non-record `values`, then the record `params`. */
export const pathValues = (records: IsolationRecords | undefined): Record<string, string> => ({
  ...records?.values,
  ...records?.params,
});

export interface ReferenceAttempt {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  body: unknown;
}

export const defineIsolationFixture = (fixture: IsolationFixture): IsolationFixture => fixture;

/** Where a missing fixture belongs: /api/service-jobs/… → apps/api/src/modules/service-jobs/service-jobs.isolation-fixture.ts */
export function fixtureFileFor(url: string): string {
  const area = url.split('/')[2] ?? 'area';
  return `apps/api/src/modules/${area}/${area}.isolation-fixture.ts`;
}
