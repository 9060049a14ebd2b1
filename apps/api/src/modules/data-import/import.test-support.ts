import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { importsIdle } from './import-runner';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Uploads a CSV (text or bytes) and waits for its dry run. */
export async function upload(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  type: string,
  csv: string | Buffer,
  query: Record<string, string> = {},
): Promise<ImportJob> {
  const res = await t.request(user, 'POST', '/api/imports', {
    tenant,
    query: { type, fileName: `${type}.csv`, ...query },
    body: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv,
    headers: { 'content-type': 'text/csv' },
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return job(t, user, tenant, res.json().id);
}

/** The job once the background worker is idle. */
export async function job(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  id: string,
): Promise<ImportJob> {
  await importsIdle();
  const res = await t.request(user, 'GET', `/api/imports/${id}`, { tenant });
  if (res.statusCode !== 200) throw new Error(`job: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function commit(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  id: string,
  mode?: 'all-or-nothing' | 'skip-invalid',
): Promise<ImportJob> {
  const res = await t.request(user, 'POST', `/api/imports/${id}/commit`, {
    tenant,
    body: mode ? { mode } : {},
  });
  if (res.statusCode !== 202) throw new Error(`commit: ${res.statusCode} ${res.body}`);
  return job(t, user, tenant, id);
}

export async function exportCsv(t: TestContext, user: TestUser, tenant: TestTenant, type: string) {
  const res = await t.request(user, 'GET', `/api/exports/${type}.csv`, { tenant });
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
  return res.body;
}
