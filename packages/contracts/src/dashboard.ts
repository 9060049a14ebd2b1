/** GET /api/dashboard/summary — the four stat cards, counted in SQL. */
export interface DashboardSummary {
  totalClients: number;
  activeClients: number;
  availableTechnicians: number;
  totalTechnicians: number;
  activeAgreements: number;
  pendingJobs: number;
}

/** GET /api/dashboard/activity — latest audit entries of the tenant, readable. */
export interface ActivityEntry {
  id: string;
  entity: string;
  entityId: string;
  action: string;
  /** e.g. "Invoice INV-2026-0004 marked paid" */
  summary: string;
  userName: string | null;
  createdAt: string;
  /** app path of the record, when it still exists */
  link: string | null;
}

export type AlertKind =
  | 'overdue_invoice'
  | 'low_stock'
  | 'out_of_stock'
  | 'agreement_ending'
  | 'unassigned_emergency';

/** GET /api/dashboard/alerts — things needing attention, each linking to its record. */
export interface DashboardAlert {
  kind: AlertKind;
  title: string;
  description: string;
  link: string;
  severity: 'critical' | 'warning' | 'info';
}
