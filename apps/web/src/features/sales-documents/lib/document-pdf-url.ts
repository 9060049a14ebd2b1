import { buildUrl } from '@/lib/api-client';

/** Where the browser fetches a quote or invoice PDF (the tenant is added like every API call). */
export function documentPdfUrl(kind: 'quotes' | 'invoices', id: string, download = true): string {
  return buildUrl(`/api/${kind}/${id}/pdf`, download ? { download: 1 } : undefined);
}
