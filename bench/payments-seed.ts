import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';

/**
 * `count` payments in one tenant over two years, against 2,000 sent invoices of its clients (created here
 * when missing): 88% completed, 5% processing, 4% failed, 3% pending; every 20th completed one partly
 * refunded; methods spread over cash, check, ACH and card; references like "CHK 004217". Reused when seeded.
 */
export async function ensurePaymentsBenchData(
  db: Database,
  tenantId: string,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const existing = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from payment_counts where tenant_id = ${tenantId} and not is_refund`,
    ),
  );
  if (existing.rows[0].n >= count) return;
  const started = Date.now();
  await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
    await tx.execute(sql`
      with picked as (select id, name, row_number() over (order by id) as rn from clients where tenant_id = ${tenantId} limit 2000)
      insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, subtotal, tax_amount, total, due_date, sent_at)
      select ${tenantId}, gen_random_uuid(), 'INV-2026-P' || lpad(rn::text, 5, '0'), id, name, 'sent', 1000000, 0, 1000000,
        current_date + 30, now()
      from picked`);
    await tx.execute(sql`
      with inv as (select id, invoice_number, client_id, client_name, row_number() over (order by id) as rn
                   from invoices where tenant_id = ${tenantId} and invoice_number like 'INV-2026-P%')
      insert into payments (tenant_id, id, invoice_id, invoice_number, client_id, client_name, amount, method, status,
        paid_at, transaction_id, created_at)
      select ${tenantId}, gen_random_uuid(), inv.id, inv.invoice_number, inv.client_id, inv.client_name,
        round((25 + (g % 1997) * 1.37)::numeric, 2),
        (array['cash', 'check', 'ach', 'card'])[1 + g % 4]::payment_method,
        (case when g % 100 < 88 then 'completed' when g % 100 < 93 then 'processing' when g % 100 < 97 then 'failed'
              else 'pending' end)::payment_status,
        v.at, (array['CASH ', 'CHK ', 'ACH ', 'ch_'])[1 + g % 4] || lpad(g::text, 6, '0'), v.at
      from generate_series(1, ${count}) g
        join inv on inv.rn = 1 + g % (select count(*) from inv),
        lateral (select now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as at) v`);
    await tx.execute(sql`
      insert into payments (tenant_id, id, invoice_id, invoice_number, client_id, client_name, amount, method, status,
        paid_at, refund_of_id, notes, created_at)
      select tenant_id, gen_random_uuid(), invoice_id, invoice_number, client_id, client_name, round(amount / 4, 2), method,
        'refunded', paid_at + interval '2 days', id, 'Partial refund', paid_at + interval '2 days'
      from payments where tenant_id = ${tenantId} and status = 'completed' and refund_of_id is null
        and abs(hashtext(id::text)) % 20 = 0`);
  });
  await db.owner.execute(sql`analyze payments`);
  log(`seeded ${count.toLocaleString('en-US')} payments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
