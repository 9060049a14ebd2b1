import type { Catalogue } from './demo-catalogue';
import { formatMoney } from '@tradeworks/contracts/money';
import type { DemoClient } from './demo-clients';
import { insertActivity, type ActivityEvent, type TenantSeed, type UserRef } from './demo-context';
import type { seedField } from './demo-field';
import type { DemoPurchaseOrder } from './demo-purchasing';
import type { seedSales } from './demo-sales';

export interface ActivitySources {
  clients: DemoClient[];
  catalogue: Catalogue;
  orders: DemoPurchaseOrder[];
  sales: Awaited<ReturnType<typeof seedSales>>;
  field: Awaited<ReturnType<typeof seedField>>;
}

const minus = (date: Date | null | undefined, minutes: number) =>
  date && new Date(date.getTime() - minutes * 60_000);

/**
 * ~20 readable audit entries over the last days (what the dashboard's Recent Activity shows), each naming
 * a real record. Entries whose record a small organization does not have are left out.
 */
export async function seedActivity(seed: TenantSeed, src: ActivitySources): Promise<number> {
  const { clock, staff } = seed;
  const { quotes, invoices, payments } = src.sales;
  const { jobs, technicians, agreements } = src.field;
  const techName = (id: string | null) => technicians.find((t) => t.id === id)?.name ?? 'a technician';
  const events: ActivityEvent[] = [];
  const add = <T extends { id: string }>(
    record: T | undefined,
    entity: string,
    action: string,
    user: UserRef,
    at: Date | null | undefined,
    summary: (r: T) => string,
    changes?: Record<string, unknown>,
  ) => {
    if (record && at)
      events.push({
        entity,
        entityId: record.id,
        action,
        user,
        at: at > clock.now ? clock.now : at,
        summary: summary(record),
        changes,
      });
  };

  // The first client is the newest one (Maria Lopez in the full organization).
  const newest = src.clients[0];
  add(newest, 'client', 'create', staff.office, newest?.createdAt, (c) => `Client ${c.name} created`);
  const commercial = src.clients.find(
    (c) => c.clientType === 'commercial' && c.status === 'active' && c.paymentTerms !== 'net_30',
  );
  add(
    commercial,
    'client',
    'update',
    staff.office,
    clock.ago(1.2),
    (c) => `Client ${c.name} updated: payment terms changed to ${c.paymentTerms.replace('_', ' ')}`,
    { paymentTerms: { from: 'net_30', to: commercial?.paymentTerms } },
  );

  const q = (key: string) => quotes.get(key);
  add(
    q('sentRecent'),
    'quote',
    'send',
    staff.owner,
    q('sentRecent')?.sentAt,
    (r) => `Quote ${r.quoteNumber} sent to ${r.clientName}`,
  );
  add(
    q('draftRecent'),
    'quote',
    'create',
    staff.office,
    q('draftRecent')?.createdAt,
    (r) => `Quote ${r.quoteNumber} created for ${r.clientName}`,
  );
  add(
    q('approvedOpen'),
    'quote',
    'approve',
    staff.manager,
    q('approvedOpen')?.approvedAt,
    (r) => `Quote ${r.quoteNumber} approved (${formatMoney(r.total)})`,
  );
  add(
    q('approvedRecent'),
    'quote',
    'approve',
    staff.owner,
    q('approvedRecent')?.approvedAt,
    (r) => `Quote ${r.quoteNumber} approved (${formatMoney(r.total)})`,
  );

  const inv = (key: string) => invoices.get(key);
  const paidRecent = inv('paidRecent');
  add(
    paidRecent,
    'invoice',
    'mark_paid',
    staff.office,
    paidRecent?.paidDate,
    (r) => `Invoice ${r.invoiceNumber} marked paid`,
    { status: { from: 'sent', to: 'paid' } },
  );
  const payment = payments.find((p) => p.invoiceId === paidRecent?.id);
  add(
    payment,
    'payment',
    'create',
    staff.office,
    minus(payment?.paidAt, 1),
    (p) => `Payment of ${formatMoney(p.amount)} recorded for ${paidRecent!.invoiceNumber} (${p.method})`,
  );
  add(
    inv('sentRecent'),
    'invoice',
    'send',
    staff.office,
    inv('sentRecent')?.sentAt,
    (r) => `Invoice ${r.invoiceNumber} sent to ${r.clientName}`,
  );
  add(
    inv('draftB') ?? inv('draftA'),
    'invoice',
    'create',
    staff.office,
    (inv('draftB') ?? inv('draftA'))?.createdAt,
    (r) => `Invoice ${r.invoiceNumber} created for ${r.clientName}`,
  );
  add(
    inv('deposit'),
    'invoice',
    'update',
    staff.manager,
    clock.ago(8.5),
    (r) => `Deposit received on invoice ${r.invoiceNumber}`,
  );

  const started = jobs.find((j) => j.status === 'in-progress');
  add(
    started,
    'service_job',
    'start',
    staff.tech,
    started && new Date(started.scheduledDate.getTime() + 10 * 60_000),
    // The actor (the technician who tapped Start) is shown beside the entry: not repeated in its text.
    (j) => `Job ${j.jobNumber} started`,
    { status: { from: 'assigned', to: 'in-progress' } },
  );
  const completed = [...jobs]
    .filter((j) => j.status === 'completed')
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())[0];
  add(
    completed,
    'service_job',
    'complete',
    staff.tech,
    completed?.completedAt,
    (j) => `Job ${j.jobNumber} completed: ${j.serviceType} at ${j.clientName}`,
  );
  const assigned = jobs.find((j) => j.status === 'assigned');
  add(
    assigned,
    'service_job',
    'assign',
    staff.manager,
    clock.ago(1.5),
    (j) => `Job ${j.jobNumber} assigned to ${techName(j.technicianId)}`,
  );
  const emergency = jobs.find((j) => j.priority === 'emergency' && j.status === 'pending');
  add(
    emergency,
    'service_job',
    'create',
    staff.office,
    emergency?.createdAt,
    (j) => `Emergency job ${j.jobNumber} created for ${j.clientName}`,
  );

  const onOrder = src.catalogue.items.find((i) => i.isOnOrder);
  add(
    onOrder,
    'inventory_item',
    'update',
    staff.manager,
    clock.ago(5),
    (i) => `Part ${i.name} marked as on order`,
    { isOnOrder: { from: false, to: true } },
  );
  const priced = src.catalogue.items.find((i) => i.sku === 'TST-WIFI-01') ?? src.catalogue.items[0];
  add(
    priced,
    'inventory_item',
    'update',
    staff.manager,
    clock.ago(8),
    (i) => `Part ${i.name} price updated to ${formatMoney(i.unitPrice)}`,
  );
  const pkg = src.catalogue.services.find((s) => s.serviceType === 'composite');
  add(
    pkg,
    'service',
    'update',
    staff.owner,
    clock.ago(3.5),
    (s) => `Service ${s.name} updated (${formatMoney(s.basePrice)})`,
  );

  const draftPo = src.orders.find((o) => o.status === 'draft');
  add(
    draftPo,
    'purchase_order',
    'create',
    staff.manager,
    draftPo?.createdAt,
    (o) => `Purchase order ${o.poNumber} created for ${o.supplier}`,
  );
  const partial = src.orders.find((o) => o.status === 'partially_received');
  add(
    partial,
    'purchase_order',
    'receive',
    staff.manager,
    clock.at(-6, 10.5),
    (o) => `Purchase order ${o.poNumber} partially received`,
  );
  const pending = agreements.find((a) => a.status === 'pending');
  add(
    pending,
    'service_agreement',
    'create',
    staff.owner,
    pending?.createdAt,
    (a) => `Service agreement ${a.contractNumber} created for ${a.clientName}`,
  );

  await insertActivity(seed, events);
  return events.length;
}
