import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { TechnicianScorecard } from '@tradeworks/contracts/reports';
import type { TenantContext } from '../../http/route';
import { csvLines } from '../data-export/public';
import { periodDays } from './report-period';
import {
  technicianScores,
  technicianScoreTotals,
  type ScoreFigures,
  type ScoreTotalsRow,
} from './technician-scorecard.repository';

/** a / b rounded half up (b > 0), in exact integers. */
const divide = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

/** Cents per unit of `denominator` (null when there is none). */
const perUnit = (cents: bigint, denominator: bigint) =>
  denominator > 0n ? centsToString(divide(cents, denominator)) : null;

/** part / whole as a percentage with one decimal (null when whole is 0). */
function percent(part: number, whole: number): string | null {
  if (whole === 0) return null;
  const tenths = divide(BigInt(part) * 1000n, BigInt(whole));
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** The figures and the rates derived from them (averages of sums, never sums of averages). */
function scoreOf(r: ScoreFigures) {
  const revenue = toCents(r.revenue);
  return {
    completedJobs: r.completed_jobs,
    revenue: r.revenue,
    invoicedJobs: r.invoiced_jobs,
    averageTicket: perUnit(revenue, BigInt(r.invoiced_jobs)),
    quotesSent: r.quotes_sent,
    quotesApproved: r.quotes_approved,
    quoteCloseRate: percent(r.quotes_approved, r.quotes_sent),
    agreementsSold: r.agreements_sold,
    hoursOnJobs: r.hours_on_jobs,
    hoursTravelling: r.hours_travelling,
    // Hours are exact hundredths: revenue (cents) ÷ hundredths of an hour × 100 = cents per hour.
    revenuePerJobHour: perUnit(revenue * 100n, toCents(r.hours_on_jobs)),
    callbacks: r.callbacks,
    checklistItems: r.checklist_items,
    checklistAnswered: r.checklist_answered,
    checklistCompletion: percent(r.checklist_answered, r.checklist_items),
  };
}

/** GET /api/reports/technicians: a page of technicians' figures over the organization's days [from, to]. */
export function getTechnicianScorecard(
  q: TenantContext & { from: string; to: string; limit: number; offset: number },
): Promise<TechnicianScorecard> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const days = await periodDays(scope, q.from, q.to);
    const rows = await technicianScores(scope, days, q);
    const totals: ScoreTotalsRow = await technicianScoreTotals(scope, days);
    return {
      from: q.from,
      to: q.to,
      totals: { technicianCount: totals.technician_count, ...scoreOf(totals) },
      technicians: rows.map((r) => ({
        technicianId: r.technician_id,
        technicianName: r.technician_name,
        ...scoreOf(r),
      })),
    };
  });
}

export const SCORECARD_CSV_COLUMNS = [
  'Technician',
  'Completed jobs',
  'Revenue before tax',
  'Invoiced jobs',
  'Average ticket',
  'Quotes sent',
  'Quotes approved',
  'Quote close rate %',
  'Agreements sold',
  'Hours on jobs',
  'Hours travelling',
  'Revenue per job hour',
  'Callbacks',
  'Checklist items',
  'Checklist answered',
  'Checklist completion %',
] as const;

/** GET /api/reports/technicians.csv: every listed technician and a Total line. */
export async function exportTechnicianScorecardCsv(
  q: TenantContext & { from: string; to: string },
): Promise<{ csv: string; fileName: string }> {
  const report = await getTechnicianScorecard({ ...q, limit: 100_000, offset: 0 });
  const line = (name: string, s: ReturnType<typeof scoreOf>) => [
    name,
    s.completedJobs,
    s.revenue,
    s.invoicedJobs,
    s.averageTicket,
    s.quotesSent,
    s.quotesApproved,
    s.quoteCloseRate,
    s.agreementsSold,
    s.hoursOnJobs,
    s.hoursTravelling,
    s.revenuePerJobHour,
    s.callbacks,
    s.checklistItems,
    s.checklistAnswered,
    s.checklistCompletion,
  ];
  const rows = [
    [...SCORECARD_CSV_COLUMNS],
    ...report.technicians.map((t) => line(t.technicianName, t)),
    line('Total', report.totals),
  ];
  return { csv: csvLines(rows), fileName: `technicians-${q.from}-to-${q.to}.csv` };
}
