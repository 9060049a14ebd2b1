/**
 * PDF generation time per invoice: 200 invoices of the bench tenant, each fetched once in turn from
 * GET /api/invoices/{id}/pdf (signed in, tenant, RLS, load and render) and from the bare route that only loads
 * and renders. Sequential, so each figure is the time one invoice takes, not throughput.
 */
export interface PdfTiming {
  invoices: number;
  medianMs: number;
  p95Ms: number;
  bareMedianMs: number;
  bareP95Ms: number;
}

interface ServerInfo {
  port: number;
  barePort: number;
  tenantSlug: string;
  cookie: string;
}

const WARM_UP = 5;

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

async function timeEach(urls: string[], headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (const [index, url] of urls.entries()) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const elapsed = performance.now() - started;
    if (!res.ok || body.subarray(0, 5).toString() !== '%PDF-')
      throw new Error(`${url}: ${res.status}, not a PDF`);
    if (index >= WARM_UP) times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

export async function measurePdfTiming(info: ServerInfo, count = 200): Promise<PdfTiming> {
  const headers = { cookie: info.cookie };
  const list = await fetch(
    `http://127.0.0.1:${info.port}/api/invoices?limit=${count}&tenant=${info.tenantSlug}`,
    { headers },
  );
  const ids = ((await list.json()) as Array<{ id: string }>).map((invoice) => invoice.id);
  if (ids.length < count) throw new Error(`expected ${count} bench invoices, found ${ids.length}`);
  const warm = ids.slice(0, WARM_UP);
  const ours = await timeEach(
    [...warm, ...ids].map(
      (id) => `http://127.0.0.1:${info.port}/api/invoices/${id}/pdf?tenant=${info.tenantSlug}`,
    ),
    headers,
  );
  const bare = await timeEach(
    [...warm, ...ids].map((id) => `http://127.0.0.1:${info.barePort}/invoice-pdf/${id}`),
    {},
  );
  return {
    invoices: ours.length,
    medianMs: percentile(ours, 50),
    p95Ms: percentile(ours, 95),
    bareMedianMs: percentile(bare, 50),
    bareP95Ms: percentile(bare, 95),
  };
}
