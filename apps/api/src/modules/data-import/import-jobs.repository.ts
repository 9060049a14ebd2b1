import { and, eq, getTableColumns } from 'drizzle-orm';
import type { ImportType } from '@tradeworks/contracts/data-transfer';
import type { TenantScope } from '../../db/client';
import { importJobs, importMappings } from '../../db/schema';

export type ImportJobRow = typeof importJobs.$inferSelect;
type ImportJobChanges = Partial<Omit<typeof importJobs.$inferInsert, 'tenantId' | 'id'>>;

export async function insertImportJob(
  { tx, tenantId, userId }: TenantScope,
  values: {
    importType: ImportType;
    fileName: string;
    file: Buffer;
    mapping: Record<string, string | null>;
    dateOrder: string | null;
  },
): Promise<ImportJobRow> {
  const [row] = await tx
    .insert(importJobs)
    .values({ ...values, tenantId, userId })
    .returning();
  return row;
}

export type ImportJobFacts = Omit<ImportJobRow, 'file'>;
const { file: _file, ...factColumns } = getTableColumns(importJobs);

/** A job without its file (status reads poll often; the file can be 10 MB). */
export async function findImportJobFacts(
  { tx, tenantId }: TenantScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportJobFacts | undefined> {
  const query = tx
    .select(factColumns)
    .from(importJobs)
    .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findImportJob(
  { tx, tenantId }: TenantScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportJobRow | undefined> {
  const query = tx
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateImportJob({ tx, tenantId }: TenantScope, id: string, values: ImportJobChanges) {
  await tx
    .update(importJobs)
    .set(values)
    .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id)));
}

export async function findImportMapping({ tx, tenantId }: TenantScope, importType: ImportType) {
  const [row] = await tx
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.tenantId, tenantId), eq(importMappings.importType, importType)));
  return row?.mapping ?? {};
}

export async function saveImportMapping(
  { tx, tenantId }: TenantScope,
  importType: ImportType,
  mapping: Record<string, string | null>,
) {
  await tx
    .insert(importMappings)
    .values({ tenantId, importType, mapping })
    .onConflictDoUpdate({
      target: [importMappings.tenantId, importMappings.importType],
      set: { mapping, updatedAt: new Date() },
    });
}
