import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '@tradeworks/contracts/invoices';
import { QUOTE_STATUSES } from '@tradeworks/contracts/quotes';
import { invoices, quotes } from '../../db/schema';
import { TestContext, type TestTenant } from '../../test/test-context';
import {
  countInvoicesReadingAs,
  countQuotesReadingAs,
  invoiceStatusIs,
  invoiceStatusSql,
  quoteStatusIs,
  quoteStatusSql,
  tallyInvoices,
  tallyQuotes,
} from './document-status.repository';
import { platformSql, seedSalesFixture } from './sales.test-support';

let t: TestContext;
let tenant: TestTenant;

/** Every stored status × validity / due date in the past, the future, today and none. */
beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
  const { clientId } = await seedSalesFixture(t, tenant);
  let n = 0;
  for (const status of QUOTE_STATUSES) {
    for (const when of [`now() - interval '1 hour'`, `now() + interval '1 hour'`, 'null']) {
      await platformSql(
        t,
        sql`insert into quotes (tenant_id, id, quote_number, client_id, client_name, status, valid_until)
        values (${tenant.id}, gen_random_uuid(), ${`Q-${n++}`}, ${clientId}, 'C', ${status}, ${sql.raw(when)})`,
      );
    }
  }
  for (const status of INVOICE_STATUSES) {
    for (const when of ['current_date - 1', 'current_date', 'current_date + 1', 'null']) {
      await platformSql(
        t,
        sql`insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, due_date)
        values (${tenant.id}, gen_random_uuid(), ${`INV-${n++}`}, ${clientId}, 'C', ${status}, ${sql.raw(when)})`,
      );
    }
  }
});
afterAll(() => t.close());

const scope = <T>(fn: Parameters<TestContext['db']['tenant']>[1]) =>
  t.db.tenant({ tenantId: tenant.id, userId: null }, fn) as Promise<T>;

describe('derived document status', () => {
  it('reads sent quotes past validUntil as expired, and nothing else changes', async () => {
    const rows = await scope<Array<{ stored: string; read: string; lapsed: boolean }>>(({ tx }) =>
      tx
        .select({
          stored: quotes.status,
          read: quoteStatusSql,
          lapsed: sql<boolean>`coalesce(${quotes.validUntil} < now(), false)`,
        })
        .from(quotes)
        .where(eq(quotes.tenantId, tenant.id)),
    );
    for (const row of rows) {
      expect(row.read).toBe(row.stored === 'sent' && row.lapsed ? 'expired' : row.stored);
    }
  });

  it('reads sent invoices past their due date (not on it) as overdue', async () => {
    const rows = await scope<Array<{ stored: string; read: string; due: string | null; today: string }>>(
      ({ tx }) =>
        tx
          .select({
            stored: invoices.status,
            read: invoiceStatusSql,
            due: invoices.dueDate,
            today: sql<string>`current_date::text`,
          })
          .from(invoices)
          .where(eq(invoices.tenantId, tenant.id)),
    );
    for (const row of rows) {
      const lapsed = row.due !== null && row.due < row.today;
      expect(row.read).toBe(row.stored === 'sent' && lapsed ? 'overdue' : row.stored);
    }
  });

  it('filters pick exactly the rows whose read status matches', async () => {
    for (const status of QUOTE_STATUSES) {
      const byFilter = await scope<Array<{ id: string }>>(({ tx }) =>
        tx
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.tenantId, tenant.id), quoteStatusIs(status)))
          .orderBy(quotes.id),
      );
      const byCase = await scope<Array<{ id: string }>>(({ tx }) =>
        tx
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.tenantId, tenant.id), sql`${quoteStatusSql} = ${status}`))
          .orderBy(quotes.id),
      );
      expect(byFilter.length, status).toBeGreaterThan(0);
      expect(byFilter, status).toEqual(byCase);
    }
    for (const status of INVOICE_STATUSES) {
      const byFilter = await scope<Array<{ id: string }>>(({ tx }) =>
        tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.tenantId, tenant.id), invoiceStatusIs(status)))
          .orderBy(invoices.id),
      );
      const byCase = await scope<Array<{ id: string }>>(({ tx }) =>
        tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.tenantId, tenant.id), sql`${invoiceStatusSql} = ${status}`))
          .orderBy(invoices.id),
      );
      expect(byFilter.length, status).toBeGreaterThan(0);
      expect(byFilter, status).toEqual(byCase);
    }
  });

  /** The summary cards computed the plain way, one pass with the CASE expression, as the reference. */
  const expectTalliesAgree = async () => {
    const [quoteRef] = await scope<Array<Record<string, unknown>>>(({ tx }) =>
      tx
        .select({
          totalQuoted: sql<string>`coalesce(sum(${quotes.total}), 0)::numeric(16,2)::text`,
          sentCount: sql<number>`(count(*) filter (where ${quoteStatusSql} = 'sent'))::int`,
          draftCount: sql<number>`(count(*) filter (where ${quoteStatusSql} = 'draft'))::int`,
          approvedCount: sql<number>`(count(*) filter (where ${quoteStatusSql} in ('approved', 'accepted')))::int`,
          sentOrLaterCount: sql<number>`(count(*) filter (where ${quoteStatusSql} <> 'draft'))::int`,
        })
        .from(quotes)
        .where(eq(quotes.tenantId, tenant.id)),
    );
    expect(await scope((s) => tallyQuotes(s))).toEqual(quoteRef);
    const issued = sql`${invoiceStatusSql} in ('sent', 'overdue', 'paid')`;
    const overdue = sql`${invoiceStatusSql} = 'overdue'`;
    const [invoiceRef] = await scope<Array<Record<string, unknown>>>(({ tx }) =>
      tx
        .select({
          totalInvoiced: sql<string>`coalesce(sum(${invoices.total}) filter (where ${issued}), 0)::numeric(16,2)::text`,
          paid: sql<string>`coalesce(sum(${invoices.amountPaid}) filter (where ${issued}), 0)::numeric(16,2)::text`,
          overdue: sql<string>`coalesce(sum(${invoices.total} - ${invoices.amountPaid}) filter (where ${overdue}), 0)::numeric(16,2)::text`,
          overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
        })
        .from(invoices)
        .where(eq(invoices.tenantId, tenant.id)),
    );
    expect(await scope((s) => tallyInvoices(s))).toEqual(invoiceRef);
  };

  it('counts without reading the documents: kept counts of stored statuses agree after inserts, updates and deletes', async () => {
    const expectCountsAgree = async () => {
      for (const archived of [false, true]) {
        for (const status of [undefined, ...QUOTE_STATUSES]) {
          const fast = await scope<number>((s) => countQuotesReadingAs(s, archived, status));
          const [{ n }] = await scope<Array<{ n: number }>>(({ tx }) =>
            tx
              .select({ n: sql<number>`count(*)::int` })
              .from(quotes)
              .where(
                and(
                  eq(quotes.tenantId, tenant.id),
                  eq(quotes.isArchived, archived),
                  status ? sql`${quoteStatusSql} = ${status}` : undefined,
                ),
              ),
          );
          expect(fast, `${status} archived=${archived}`).toBe(n);
        }
      }
      for (const status of [undefined, ...INVOICE_STATUSES]) {
        const fast = await scope<number>((s) => countInvoicesReadingAs(s, status));
        const [{ n }] = await scope<Array<{ n: number }>>(({ tx }) =>
          tx
            .select({ n: sql<number>`count(*)::int` })
            .from(invoices)
            .where(
              and(
                eq(invoices.tenantId, tenant.id),
                status ? sql`${invoiceStatusSql} = ${status}` : undefined,
              ),
            ),
        );
        expect(fast, `invoice ${status}`).toBe(n);
      }
    };
    await expectCountsAgree();
    await expectTalliesAgree();
    await platformSql(
      t,
      sql`update quotes set is_archived = true where tenant_id = ${tenant.id} and status = 'approved'`,
    );
    await platformSql(
      t,
      sql`update quotes set status = 'sent', valid_until = now() - interval '1 minute' where tenant_id = ${tenant.id} and status = 'draft'`,
    );
    await platformSql(
      t,
      sql`update invoices set status = 'sent' where tenant_id = ${tenant.id} and status = 'draft'`,
    );
    await expectCountsAgree();
    await platformSql(t, sql`delete from quotes where tenant_id = ${tenant.id} and status = 'accepted'`);
    await platformSql(
      t,
      sql`update invoices set total = total + 10.01, amount_paid = 2.50 where tenant_id = ${tenant.id}`,
    );
    await platformSql(t, sql`update quotes set total = total + 99.99 where tenant_id = ${tenant.id}`);
    await platformSql(t, sql`delete from invoices where tenant_id = ${tenant.id} and status = 'cancelled'`);
    await expectCountsAgree();
    await expectTalliesAgree();
    const [{ n }] = await scope<Array<{ n: number }>>(({ tx }) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(eq(quotes.tenantId, tenant.id)),
    );
    expect(
      (await scope<number>((s) => countQuotesReadingAs(s, false))) +
        (await scope<number>((s) => countQuotesReadingAs(s, true))),
    ).toBe(n);
  });
});
