import { buildUrl } from '@/lib/api-client';

/** GET /api/purchase-orders/{id}/pdf — a download link (the browser sends the session cookie). */
export function purchaseOrderPdfUrl(id: string): string {
  return buildUrl(`/api/purchase-orders/${encodeURIComponent(id)}/pdf`);
}
