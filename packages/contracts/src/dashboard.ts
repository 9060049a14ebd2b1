import { z } from 'zod';

/** GET /api/dashboard/summary — the four stat cards, counted in SQL. */
export const dashboardSummarySchema = z.object({
  totalClients: z.number(),
  activeClients: z.number(),
  availableTechnicians: z.number(),
  totalTechnicians: z.number(),
  activeAgreements: z.number(),
  pendingJobs: z.number(),
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;

/** GET /api/dashboard/activity — latest audit entries of the tenant, readable. */
export const activityEntrySchema = z.object({
  id: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** e.g. "Invoice INV-2026-0004 marked paid" */
  summary: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  /** app path of the record, when it still exists */
  link: z.string().nullable(),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

export const ALERT_KINDS = [
  'overdue_invoice',
  'low_stock',
  'out_of_stock',
  'agreement_ending',
  'unassigned_emergency',
] as const;

/** GET /api/dashboard/alerts — things needing attention, each linking to its record. */
export const dashboardAlertSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  severity: z.enum(['critical', 'warning', 'info']),
  /** A second way in, straight to the action the alert calls for (e.g. Renew an ending agreement). */
  action: z.object({ label: z.string(), link: z.string() }).optional(),
});
export type DashboardAlert = z.output<typeof dashboardAlertSchema>;
