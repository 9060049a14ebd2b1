import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'reports' });

/** Issue 29: the Reports area — the index of reports and each report at its own URL (loaded on demand). */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    handle: handle('Reports'),
    lazy: () => import('./pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    path: 'reports/aging',
    handle: handle('Receivables aging'),
    lazy: () => import('./pages/aging-report-page').then((m) => ({ Component: m.AgingReportPage })),
  },
  {
    path: 'reports/revenue',
    handle: handle('Revenue'),
    lazy: () => import('./pages/revenue-report-page').then((m) => ({ Component: m.RevenueReportPage })),
  },
  {
    path: 'reports/job-costing',
    handle: handle('Job costing'),
    lazy: () =>
      import('./pages/job-costing-report-page').then((m) => ({ Component: m.JobCostingReportPage })),
  },
  {
    path: 'reports/technicians',
    handle: handle('Technician scorecard'),
    lazy: () =>
      import('./pages/technician-scorecard-page').then((m) => ({ Component: m.TechnicianScorecardPage })),
  },
  {
    path: 'reports/sales-tax',
    handle: handle('Sales tax'),
    lazy: () => import('./pages/sales-tax-report-page').then((m) => ({ Component: m.SalesTaxReportPage })),
  },
];
