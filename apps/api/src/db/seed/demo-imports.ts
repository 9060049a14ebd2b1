import { importJobs, importMappings } from '../schema';
import type { TenantSeed } from './demo-context';
import type { DemoClient } from './demo-clients';

/**
 * The import the office ran when the company moved from its previous tool: a clients CSV that matched
 * existing clients by e-mail and name (so it updated them), shown in the import history.
 */
export async function seedImportHistory(seed: TenantSeed, clients: DemoClient[]): Promise<void> {
  const { scope, clock, staff } = seed;
  const rows = clients.filter((c) => c.email).slice(0, 3);
  const header = 'firstName,lastName,companyName,email,phone,status';
  const quote = (v: string | null) => `"${(v ?? '').replaceAll('"', '""')}"`;
  const csv = [
    header,
    ...rows.map((c) =>
      [c.firstName, c.lastName, c.companyName, c.email, c.phone, c.status].map(quote).join(','),
    ),
  ].join('\r\n');
  const at = clock.ago(20);
  // The previous tool called the e-mail column "E-mail Address"; the mapping is kept for the next import.
  await scope.tx.insert(importMappings).values({
    tenantId: scope.tenantId,
    importType: 'clients',
    mapping: { 'E-mail Address': 'email' },
  });
  await scope.tx.insert(importJobs).values({
    tenantId: scope.tenantId,
    userId: staff.office.id,
    importType: 'clients',
    fileName: 'clients-from-previous-tool.csv',
    file: Buffer.from(csv, 'utf8'),
    status: 'completed',
    mode: 'all-or-nothing',
    result: {
      headers: header.split(','),
      delimiter: ',',
      encoding: 'utf-8',
      rowsRead: rows.length,
      rowsValidated: rows.length,
      rowsWritten: rows.length,
      invalidRows: 0,
      toCreate: 0,
      toUpdate: rows.length,
      created: 0,
      updated: rows.length,
      skipped: 0,
      errorCount: 0,
    },
    createdAt: at,
    finishedAt: new Date(at.getTime() + 4_000),
  });
}
