import type { JobCostingQuery, RevenueGroup } from '@tradeworks/contracts/reports';
import type { RevenueBreakdownQuery } from '@tradeworks/contracts/revenue-breakdown';
import type { SalesTaxQuery } from '@tradeworks/contracts/sales-tax-report';

export const reportKeys = {
  all: ['reports'] as const,
  aging: (params: { asOf: string; limit: number; offset: number }) =>
    [...reportKeys.all, 'aging', params] as const,
  agingInvoices: (params: { asOf: string; clientId: string }) =>
    [...reportKeys.all, 'aging-invoices', params] as const,
  revenue: (params: { from: string; to: string; groupBy: RevenueGroup }) =>
    [...reportKeys.all, 'revenue', params] as const,
  revenueBreakdown: (params: RevenueBreakdownQuery) =>
    [...reportKeys.all, 'revenue-breakdown', params] as const,
  jobCosting: (params: JobCostingQuery) => [...reportKeys.all, 'job-costing', params] as const,
  jobCostingJob: (jobId: string) => [...reportKeys.all, 'job-costing-job', jobId] as const,
  technicians: (params: { from: string; to: string; limit: number; offset: number }) =>
    [...reportKeys.all, 'technicians', params] as const,
  salesTax: (params: SalesTaxQuery) => [...reportKeys.all, 'sales-tax', params] as const,
};
