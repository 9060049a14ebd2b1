import type {
  JobCostingDetail,
  JobCostingReport,
  JobCostingRow,
  JobCostingSort,
} from '@tradeworks/contracts/reports';
import type { TenantContext } from '../../http/route';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { csvLines } from '../data-export/public';
import {
  jobCostingLines,
  jobCostingRows,
  jobCostingTotals,
  type JobCostingSqlRow,
} from './job-costing.repository';
import { periodDays } from './report-period';
import { ReportErrors } from './reports.errors';

interface JobCostingFilters {
  from: string;
  to: string;
  technicianId?: string;
  clientId?: string;
  serviceType?: string;
  sort: JobCostingSort;
  direction: 'asc' | 'desc';
}

const toRow = (r: JobCostingSqlRow): JobCostingRow => ({
  jobId: r.job_id,
  jobNumber: r.job_number,
  completedOn: r.completed_on,
  clientId: r.client_id,
  clientName: r.client_name,
  serviceType: r.service_type,
  technicianId: r.technician_id,
  technicianName: r.technician_name,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  labourSource: r.labour_source,
  labourRateMissing: r.rate_missing,
  revenue: r.revenue,
  partsCost: r.parts_cost,
  labourHours: r.labour_hours,
  labourCost: r.labour_cost,
  margin: r.margin,
  marginPercent: r.margin_percent,
});

const scopeOf = (q: JobCostingFilters, days: { startAt: Date; endAt: Date }) => ({
  startAt: days.startAt,
  endAt: days.endAt,
  technicianId: q.technicianId,
  clientId: q.clientId,
  serviceType: q.serviceType,
});

/**
 * GET /api/reports/job-costing: the jobs completed on the organization's days [from, to], each with its revenue
 * before tax, parts and labour at what they cost then, and the margin; totals over every matching job.
 */
export function getJobCostingReport(
  q: TenantContext & JobCostingFilters & { limit: number; offset: number },
): Promise<JobCostingReport> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const days = await periodDays(scope, q.from, q.to);
    const jobs = await jobCostingRows(scope, days.zone, scopeOf(q, days), q);
    const t = await jobCostingTotals(scope, days.zone, scopeOf(q, days));
    return {
      from: q.from,
      to: q.to,
      totals: {
        jobCount: t.job_count,
        revenue: t.revenue,
        partsCost: t.parts_cost,
        labourHours: t.labour_hours,
        labourCost: t.labour_cost,
        margin: t.margin,
        marginPercent: t.margin_percent,
      },
      jobs: jobs.map(toRow),
    };
  });
}

/** GET /api/reports/job-costing/job: one completed job's figures with its labour and parts lines. */
export function getJobCostingDetail(q: TenantContext & { jobId: string }): Promise<JobCostingDetail> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const [row] = await jobCostingRows(scope, zone, { jobId: q.jobId }, { sort: 'margin', direction: 'asc' });
    if (!row) throw ReportErrors.jobNotFound();
    const lines = await jobCostingLines(scope, zone, q.jobId);
    return {
      job: toRow(row),
      labour: lines.labour.map((l) => ({
        technicianId: l.technician_id,
        technicianName: l.technician_name,
        source: l.source,
        workedOn: l.worked_on,
        hours: l.hours,
        hourlyRate: l.hourly_rate,
        cost: l.cost,
      })),
      parts: lines.parts.map((p) => ({
        inventoryId: p.inventory_id,
        name: p.name,
        quantity: p.quantity,
        unitCost: p.unit_cost,
        cost: p.cost,
        usedOn: p.used_on,
      })),
    };
  });
}

export const JOB_COSTING_CSV_COLUMNS = [
  'Job',
  'Completed on',
  'Client',
  'Service',
  'Technician',
  'Invoice',
  'Revenue before tax',
  'Parts cost',
  'Labour hours',
  'Labour cost',
  'Margin',
  'Margin %',
  'Labour from',
] as const;

/** GET /api/reports/job-costing.csv: every matching job in the chosen order, and a Total line. */
export function exportJobCostingCsv(
  q: TenantContext & JobCostingFilters,
): Promise<{ csv: string; fileName: string }> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const days = await periodDays(scope, q.from, q.to);
    const rows = await jobCostingRows(scope, days.zone, scopeOf(q, days), q);
    const t = await jobCostingTotals(scope, days.zone, scopeOf(q, days));
    const lines = [
      [...JOB_COSTING_CSV_COLUMNS],
      ...rows.map((r) => [
        r.job_number,
        r.completed_on,
        r.client_name,
        r.service_type,
        r.technician_name ?? '',
        r.invoice_number ?? '',
        r.revenue,
        r.parts_cost,
        r.labour_hours,
        r.labour_cost,
        r.margin,
        r.margin_percent ?? '',
        r.labour_source,
      ]),
      [
        'Total',
        '',
        '',
        '',
        '',
        '',
        t.revenue,
        t.parts_cost,
        t.labour_hours,
        t.labour_cost,
        t.margin,
        t.margin_percent ?? '',
        '',
      ],
    ];
    return { csv: csvLines(lines), fileName: `job-costing-${q.from}-to-${q.to}.csv` };
  });
}
