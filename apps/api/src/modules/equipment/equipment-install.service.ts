import { DEFAULT_EXPECTED_LIFE_YEARS, EQUIPMENT_TYPE_LABELS } from '@tradeworks/contracts/equipment';
import type { TenantScope } from '../../db/client';
import { recordAudits } from '../../platform/audit/audit-log';
import { localDate, tenantDate, tenantTimeZone } from '../../platform/tenant-clock';
import { insertEquipment, type EquipmentInsert } from './equipment.repository';
import { equipmentLines, isJobInvoice, type EquipmentLine } from './equipment-install.repository';
import { replaceJobLinks, linkedUnitIds } from './job-equipment.repository';

/** A line of quantity 3 installs three units; more than this many per line is not an installation. */
const MAX_UNITS_PER_LINE = 20;

const unitsOf = (quantity: string) => Math.min(MAX_UNITS_PER_LINE, Math.max(1, Math.floor(Number(quantity))));

function unitsFor(
  lines: EquipmentLine[],
  base: Pick<EquipmentInsert, 'locationId' | 'clientId' | 'installDate' | 'source'> & {
    sourceJobId?: string | null;
    sourceInvoiceId?: string | null;
  },
  origin: string,
): EquipmentInsert[] {
  return lines.flatMap((line) =>
    Array.from({ length: unitsOf(line.quantity) }, (_, unit) => ({
      ...base,
      type: line.equipmentType,
      expectedLifeYears: DEFAULT_EXPECTED_LIFE_YEARS[line.equipmentType],
      notes: `Installed with ${line.serviceName} (${origin}).`,
      status: 'active' as const,
      sourceLineId: line.lineId,
      sourceUnit: unit + 1,
    })),
  );
}

async function audit(scope: TenantScope, rows: Array<{ id: string; type: string }>, origin: string) {
  await recordAudits(
    scope,
    rows.map((row) => ({
      entity: 'equipment',
      entityId: row.id,
      action: 'create',
      summary: `${EQUIPMENT_TYPE_LABELS[row.type as keyof typeof EQUIPMENT_TYPE_LABELS]} installed (${origin})`,
    })),
  );
}

/**
 * A completed job installs a unit for each of its lines whose catalogue service "creates equipment", at the
 * job's location, installed on the completion day (the organization's date), linked to the job. Exactly once
 * per line: a unique key on (line, unit) makes a second run insert nothing.
 */
export async function installFromJob(
  scope: TenantScope,
  job: { id: string; jobNumber: string; locationId: string; clientId: string; completedAt: Date },
): Promise<number> {
  const lines = await equipmentLines(scope, { jobId: job.id });
  if (!lines.length) return 0;
  const installDate = localDate(job.completedAt, await tenantTimeZone(scope));
  const origin = `job ${job.jobNumber}`;
  const values = unitsFor(
    lines,
    { locationId: job.locationId, clientId: job.clientId, installDate, source: 'job', sourceJobId: job.id },
    origin,
  );
  const rows = await insertEquipment(scope, values);
  if (rows.length) {
    await replaceJobLinks(scope, job.id, [...(await linkedUnitIds(scope, job.id)), ...rows.map((r) => r.id)]);
    await audit(scope, rows, origin);
  }
  return rows.length;
}

/**
 * A sent invoice installs units for its "creates equipment" lines, at the invoice's location, installed on
 * the day it is sent — unless it was made from a job, whose completion installed them already.
 */
export async function installFromInvoice(
  scope: TenantScope,
  invoice: { id: string; invoiceNumber: string; locationId: string; clientId: string },
): Promise<number> {
  if (await isJobInvoice(scope, invoice.id)) return 0;
  const lines = await equipmentLines(scope, { invoiceId: invoice.id });
  if (!lines.length) return 0;
  const origin = `invoice ${invoice.invoiceNumber}`;
  const values = unitsFor(
    lines,
    {
      locationId: invoice.locationId,
      clientId: invoice.clientId,
      installDate: await tenantDate(scope),
      source: 'invoice',
      sourceInvoiceId: invoice.id,
    },
    origin,
  );
  const rows = await insertEquipment(scope, values);
  await audit(scope, rows, origin);
  return rows.length;
}
