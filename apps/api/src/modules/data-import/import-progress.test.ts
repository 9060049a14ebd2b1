import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { importsIdle } from './import-runner';
import { upload } from './import.test-support';

/* Issue 34 item 14: the progress an import reports is the server's own count of rows, while it checks and
 * while it commits — not "0 of 5,000" until the end. */

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

const ROWS = 3000;
const file = () => {
  const lines = ['firstName,lastName,email,phone,address,city,state,zipCode'];
  for (let i = 0; i < ROWS; i++)
    lines.push(`Pat${i},Progress,pat${i}@progress.example,(512) 555-0100,${i} Main St,Austin,TX,78704`);
  return lines.join('\n');
};

/** Polls the job until it stops running; every answer seen on the way. */
async function pollUntilDone(id: string): Promise<ImportJob[]> {
  const seen: ImportJob[] = [];
  for (;;) {
    const res = await t.request(owner, 'GET', `/api/imports/${id}`, { tenant: acme });
    const job = res.json() as ImportJob;
    seen.push(job);
    if (job.status !== 'validating' && job.status !== 'committing') return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('import progress', () => {
  it('counts the rows first, then reports rows checked of that total during the dry run', async () => {
    const res = await t.request(owner, 'POST', '/api/imports', {
      tenant: acme,
      query: { type: 'clients', fileName: 'progress.csv' },
      body: Buffer.from(file(), 'utf8'),
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(201);
    const seen = await pollUntilDone(res.json().id);
    const midway = seen.filter(
      (j) => j.status === 'validating' && j.totalRows === ROWS && j.rowsRead > 0 && j.rowsRead < ROWS,
    );
    expect(midway.length).toBeGreaterThan(0);
    expect(midway.every((j) => j.phase === 'checking')).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'validated', totalRows: ROWS, phase: null });
    await importsIdle();
  }, 120_000);

  it('all-or-nothing: rows checked before writing, then rows written, then the result', async () => {
    const dry = await upload(
      t,
      owner,
      acme,
      'clients',
      file().replaceAll('progress.example', 'second.example'),
    );
    expect(dry).toMatchObject({ status: 'validated', rowsValidated: ROWS, totalRows: ROWS });
    const res = await t.request(owner, 'POST', `/api/imports/${dry.id}/commit`, { tenant: acme, body: {} });
    expect(res.statusCode).toBe(202);
    const seen = await pollUntilDone(dry.id);
    const checking = seen.filter(
      (j) => j.status === 'committing' && j.phase === 'checking' && j.rowsRead > 0 && j.rowsRead < ROWS,
    );
    expect(checking.length).toBeGreaterThan(0);
    expect(checking.every((j) => j.totalRows === ROWS && j.rowsWritten === 0)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'completed', created: ROWS, rowsWritten: ROWS, phase: null });
  }, 120_000);
});
