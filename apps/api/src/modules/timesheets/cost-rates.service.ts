import type { CostRate } from '@tradeworks/contracts/timesheets';
import { costRateCreateSchema } from '@tradeworks/contracts/timesheets';
import type { z } from 'zod';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { tenantDate } from '../../platform/tenant-clock';
import { TimesheetErrors } from './timesheets.errors';
import {
  costRateStartsOn,
  deleteCostRateRow,
  findCostRate,
  insertCostRate,
  listCostRates,
  type CostRateRow,
} from './cost-rates.repository';
import { findTechnicianRef } from './time-entries.repository';

const toCostRate = (row: CostRateRow, today: string): CostRate => ({
  id: row.id,
  technicianId: row.technicianId,
  technicianName: row.technicianName,
  hourlyRate: row.hourlyRate,
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
  current: row.effectiveFrom <= today && (row.effectiveTo === null || row.effectiveTo >= today),
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/timesheets/cost-rates: rates by technician, newest first, each with the day it ends. */
export function listCostRatesPage(
  options: TenantContext & { query: { technicianId?: string; limit: number; offset: number } },
): Promise<Page<CostRate>> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const [page, today] = await Promise.all([listCostRates(scope, query), tenantDate(scope)]);
    return { items: page.items.map((r) => toCostRate(r, today)), total: page.total };
  });
}

/**
 * POST /api/timesheets/cost-rates: a new rate from today or a later day (the organization's date); the earlier
 * rates stay, so a cost already incurred keeps its rate. One rate per technician and day (409).
 */
export function createCostRate(
  options: TenantContext & { data: z.output<typeof costRateCreateSchema> },
): Promise<CostRate> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const technician = await findTechnicianRef(scope, data.technicianId, true);
    if (!technician) throw TimesheetErrors.technicianNotFound();
    const today = await tenantDate(scope);
    if (data.effectiveFrom < today) throw TimesheetErrors.ratePast();
    if (await costRateStartsOn(scope, technician.id, data.effectiveFrom))
      throw TimesheetErrors.rateTaken(data.effectiveFrom);
    const row = await insertCostRate(scope, { ...data, technicianId: technician.id, createdBy: userId });
    await recordAudit(scope, {
      entity: 'technician_cost_rate',
      entityId: row.id,
      action: 'create',
      summary: `Labour cost of ${technician.name} set to ${data.hourlyRate} an hour from ${data.effectiveFrom}`,
      changes: {
        technicianId: technician.id,
        hourlyRate: data.hourlyRate,
        effectiveFrom: data.effectiveFrom,
      },
    });
    const page = await listCostRates(scope, { technicianId: technician.id, limit: 200, offset: 0 });
    return toCostRate(page.items.find((r) => r.id === row.id)!, today);
  });
}

/** DELETE /api/timesheets/cost-rates/{id}: only a rate that has not started yet (a started one is history). */
export function deleteCostRate(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findCostRate(scope, id);
    if (!row) throw TimesheetErrors.costRateNotFound();
    if (row.effectiveFrom <= (await tenantDate(scope))) throw TimesheetErrors.rateInEffect();
    await deleteCostRateRow(scope, id);
    await recordAudit(scope, {
      entity: 'technician_cost_rate',
      entityId: id,
      action: 'delete',
      summary: `Planned labour cost from ${row.effectiveFrom} removed`,
      changes: { technicianId: row.technicianId, hourlyRate: row.hourlyRate },
    });
  });
}
