import { ALLOW_NEGATIVE_STOCK_SETTING } from '@tradeworks/contracts/inventory';
import type { TenantScope } from '../../db/client';
import { readGeneralSetting } from '../../platform/settings/general-setting.repository';
import { addStock } from './stock-ledger.repository';
import {
  isJobInvoice,
  listInvoicePartLines,
  listInvoiceUsageNet,
  listJobMaterialParts,
} from './stock-usage.repository';

/*
 * Parts leave stock when they are used (issue 19 item 6): a completed job's materials (the parts among its
 * services' components), or the part lines of an invoice that did not come from a job, when it is sent.
 * Cancelling that invoice puts them back. All through the stock ledger as 'usage' movements linked to the
 * job or invoice, in the caller's transaction, so the action and its stock change commit together.
 */

interface PartUse {
  inventoryId: string;
  /** Whole units; fractional quantities round up (half a capacitor still uses one). */
  quantity: number;
}

/** The tenant's 'allow negative stock' setting (Settings → General); off unless set to 'true'. */
async function negativeStockAllowed(scope: TenantScope): Promise<boolean> {
  return (await readGeneralSetting(scope, ALLOW_NEGATIVE_STOCK_SETTING))?.trim().toLowerCase() === 'true';
}

/**
 * Takes the parts out of stock. Parts go in id order so two actions using the same parts cannot deadlock
 * on their row locks; the first short part (without the setting) refuses the whole action with a 409 that
 * names it, and the transaction rolls back.
 */
async function consume(
  scope: TenantScope,
  uses: PartUse[],
  link: { jobId?: string; invoiceId?: string; reason: string },
): Promise<number> {
  const allowNegative = await negativeStockAllowed(scope);
  const sorted = uses
    .filter((u) => u.quantity > 0)
    .sort((a, b) => a.inventoryId.localeCompare(b.inventoryId));
  for (const use of sorted) {
    await addStock(scope, {
      inventoryId: use.inventoryId,
      quantity: -use.quantity,
      allowNegative,
      kind: 'usage',
      reason: link.reason,
      jobId: link.jobId ?? null,
      invoiceId: link.invoiceId ?? null,
    });
  }
  return sorted.length;
}

/** Σ quantity per part, as whole units. */
function perPart(rows: Array<{ inventoryId: string | null; quantity: string }>): PartUse[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (!row.inventoryId) continue;
    sums.set(row.inventoryId, (sums.get(row.inventoryId) ?? 0) + Number(row.quantity));
  }
  return [...sums].map(([inventoryId, quantity]) => ({ inventoryId, quantity: Math.ceil(quantity - 1e-9) }));
}

/** Job completion: each service's part components × how many of that service the job did. */
export async function consumeJobMaterials(
  scope: TenantScope,
  job: { id: string; jobNumber: string },
): Promise<number> {
  const rows = await listJobMaterialParts(scope, job.id);
  return consume(scope, perPart(rows), { jobId: job.id, reason: `Used on job ${job.jobNumber}` });
}

/** Sending a draft invoice: its part lines leave stock, unless it came from a job (already consumed). */
export async function consumeInvoiceParts(
  scope: TenantScope,
  invoice: { id: string; invoiceNumber: string },
): Promise<number> {
  if (await isJobInvoice(scope, invoice.id)) return 0;
  const rows = await listInvoicePartLines(scope, invoice.id);
  return consume(scope, perPart(rows), {
    invoiceId: invoice.id,
    reason: `Sold on invoice ${invoice.invoiceNumber}`,
  });
}

/** Cancelling an invoice: whatever its usage took out of stock (net of earlier returns) goes back. */
export async function returnInvoiceParts(
  scope: TenantScope,
  invoice: { id: string; invoiceNumber: string },
): Promise<number> {
  const rows = await listInvoiceUsageNet(scope, invoice.id);
  let returned = 0;
  for (const row of rows) {
    if (row.net >= 0) continue;
    await addStock(scope, {
      inventoryId: row.inventoryId,
      quantity: -row.net,
      kind: 'usage',
      reason: `Returned: invoice ${invoice.invoiceNumber} cancelled`,
      invoiceId: invoice.id,
    });
    returned += 1;
  }
  return returned;
}
