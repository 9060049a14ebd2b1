import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFor, outboxFor, pdfText, platformSql } from '../sales-documents/sales.test-support';
import {
  closePaymentsWorld,
  createPaymentsWorld,
  invoiceFor,
  invoiceOf,
  ledgerRows,
  ledgerSummary,
  record,
  refund,
  type PaymentsWorld,
} from './payments.test-support';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await createPaymentsWorld();
});
afterAll(() => closePaymentsWorld(w));

describe('recording cash, check and ACH payments', () => {
  it('takes partial payments to the cent; the invoice is paid when its ledger reaches the total', async () => {
    const invoice = await invoiceFor(w);
    const first = await record(w, {
      invoiceId: invoice.id,
      amount: '100.01',
      method: 'check',
      date: '2026-01-15',
      reference: 'CHK 1042',
      notes: 'Deposit',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      clientName: 'Acme Client',
      amount: '100.01',
      method: 'check',
      status: 'completed',
      transactionId: 'CHK 1042',
      date: '2026-01-15T12:00:00.000Z',
      refundedAmount: '0.00',
      refundableAmount: '100.01',
      refunds: [],
    });
    let detail = await invoiceOf(w, invoice.id);
    expect(detail).toMatchObject({ status: 'sent', amountPaid: '100.01', paidDate: null });

    // 284.15 − 100.01 = 184.14: one cent more is refused with the balance in the message.
    const over = await record(w, { invoiceId: invoice.id, amount: 184.15, method: 'cash' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Amount exceeds the balance due of $184.14 on invoice ${invoice.invoiceNumber}`,
    );
    expect(over.json().fieldErrors.amount).toBeTruthy();

    expect((await record(w, { invoiceId: invoice.id, amount: '84.13', method: 'ach' })).statusCode).toBe(201);
    const last = await record(w, { invoiceId: invoice.id, amount: '100.01', method: 'cash' });
    expect(last.statusCode).toBe(201);
    detail = await invoiceOf(w, invoice.id);
    expect(detail).toMatchObject({ status: 'paid', amountPaid: '284.15' });
    expect(detail.paidDate).not.toBeNull();

    const ledger = await w.t.request(w.member, 'GET', `/api/invoices/${invoice.id}/payments`, {
      tenant: w.acme,
    });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({ total: '284.15', amountPaid: '284.15', balanceDue: '0.00' });
    expect(ledger.json().payments.map((p: { amount: string }) => p.amount)).toEqual([
      '100.01',
      '84.13',
      '100.01',
    ]);

    // A paid invoice takes nothing more.
    const after = await record(w, { invoiceId: invoice.id, amount: '0.01', method: 'cash' });
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toContain('balance due of $0.00');
  });

  it('refuses drafts and cancelled invoices (409) and unknown invoices (404)', async () => {
    const draft = await invoiceFor(w, { status: 'draft' });
    const res = await record(w, { invoiceId: draft.id, amount: '10', method: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Invoice ${draft.invoiceNumber} is a draft; payments can only be recorded on sent or overdue invoices`,
    );
    const cancelled = await invoiceFor(w);
    await w.t.request(w.owner, 'PATCH', `/api/invoices/${cancelled.id}`, {
      tenant: w.acme,
      body: { status: 'cancelled' },
    });
    const refused = await record(w, { invoiceId: cancelled.id, amount: '10', method: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is cancelled');
    expect(await ledgerRows(w, draft.id)).toHaveLength(0);
    const unknown = await record(w, {
      invoiceId: '0190a0b0-0000-7000-8000-000000000000',
      amount: '10',
      method: 'cash',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the body with clear messages', async () => {
    const invoice = await invoiceFor(w);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 10, method: 'cash' }, 'Please select an invoice'],
      [{ invoiceId: invoice.id, amount: 0, method: 'cash' }, 'Amount must be greater than 0'],
      [{ invoiceId: invoice.id, amount: '-5', method: 'cash' }, 'Amount must be greater than 0'],
      [
        { invoiceId: invoice.id, amount: '1.234', method: 'cash' },
        'Amount must have at most 2 decimal places',
      ],
      [{ invoiceId: invoice.id, method: 'cash' }, 'Amount is required'],
      [
        { invoiceId: invoice.id, amount: 5, method: 'credit_card' },
        'Method must be one of: cash, check, ach',
      ],
      [
        { invoiceId: invoice.id, amount: 5, method: 'cash', date: '2026-13-40' },
        'Date must be a valid date (YYYY-MM-DD)',
      ],
      [
        { invoiceId: invoice.id, amount: 5, method: 'cash', date: '2999-01-01' },
        'Payment date cannot be in the future',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await record(w, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ledgerRows(w, invoice.id)).toHaveLength(0);
  });

  it('audits with the activity sentence and e-mails a PDF receipt through the outbox', async () => {
    const invoice = await invoiceFor(w);
    const res = await record(w, { invoiceId: invoice.id, amount: '120', method: 'check', reference: '5521' });
    const payment = res.json();
    expect(await auditFor(w.t, w.acme, payment.id)).toContainEqual({
      action: 'create',
      summary: `Payment of $120.00 recorded for ${invoice.invoiceNumber} (check)`,
    });
    const activity = await w.t.request(w.owner, 'GET', '/api/dashboard/activity', { tenant: w.acme });
    if (activity.statusCode === 200) {
      expect(JSON.stringify(activity.json())).toContain(
        `Payment of $120.00 recorded for ${invoice.invoiceNumber} (check)`,
      );
    }
    const [mail] = await outboxFor(w.t, w.acme, payment.id);
    expect(mail).toMatchObject({
      toAddress: 'pat@example.com',
      subject: `Payment receipt for invoice ${invoice.invoiceNumber} from Acme Heating`,
    });
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });

    const pdf = await w.t.request(w.member, 'GET', `/api/payments/${payment.id}/receipt.pdf`, {
      tenant: w.acme,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('$120.00');
    expect(text).toContain('$164.15'); // balance due
    expect(text).toContain('5521');
  });
});

describe('Mark Paid records the remaining balance in the ledger', () => {
  it('after a partial payment records only what is owed, then refunds reopen the invoice', async () => {
    const invoice = await invoiceFor(w);
    await record(w, { invoiceId: invoice.id, amount: '84.15', method: 'cash' });
    const paid = await w.t.request(w.owner, 'PATCH', `/api/invoices/${invoice.id}`, {
      tenant: w.acme,
      body: { status: 'paid', paymentMethod: 'check' },
    });
    expect(paid.json()).toMatchObject({ status: 'paid', amountPaid: '284.15' });
    const rows = await ledgerRows(w, invoice.id);
    expect(rows.map((r) => [r.amount, r.method, r.status])).toEqual([
      ['84.15', 'cash', 'completed'],
      ['200.00', 'check', 'completed'],
    ]);
    // A partial refund reopens it (sent, or overdue once past due); a new payment closes it again.
    const back = await refund(w, rows[1].id, { amount: '50', reason: 'Discount agreed' });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({
      status: 'completed',
      refundedAmount: '50.00',
      refundableAmount: '150.00',
    });
    expect(back.json().refunds[0]).toMatchObject({
      amount: '50.00',
      status: 'refunded',
      reason: 'Discount agreed',
    });
    expect(await invoiceOf(w, invoice.id)).toMatchObject({
      status: 'sent',
      amountPaid: '234.15',
      paidDate: null,
    });
    await platformSql(w.t, sql`update invoices set due_date = current_date - 3 where id = ${invoice.id}`);
    expect((await invoiceOf(w, invoice.id)).status).toBe('overdue');
    expect((await record(w, { invoiceId: invoice.id, amount: '50', method: 'cash' })).statusCode).toBe(201);
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'paid', amountPaid: '284.15' });
    expect(await auditFor(w.t, w.acme, invoice.id)).toContainEqual({
      action: 'reopen',
      summary: `Invoice ${invoice.invoiceNumber} reopened: balance due $50.00 after a refund`,
    });
  });
});

describe('refunds of recorded payments', () => {
  it('full refund by default, status refunded; never more than is left; only completed payments', async () => {
    const invoice = await invoiceFor(w);
    const payment = (await record(w, { invoiceId: invoice.id, amount: '60.00', method: 'cash' })).json();
    const tooMuch = await refund(w, payment.id, { amount: '60.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Refund amount exceeds the $60.00 left to refund on this payment');
    expect((await refund(w, payment.id, { amount: '10.50' })).statusCode).toBe(201);
    const rest = await refund(w, payment.id);
    expect(rest.json()).toMatchObject({
      status: 'refunded',
      refundedAmount: '60.00',
      refundableAmount: '0.00',
    });
    expect(rest.json().refunds.map((r: { amount: string }) => r.amount)).toEqual(['10.50', '49.50']);
    const again = await refund(w, payment.id, { amount: '1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been fully refunded');
    expect((await invoiceOf(w, invoice.id)).amountPaid).toBe('0.00');
    // A refund row is not itself a payment.
    const refundId = rest.json().refunds[0].id;
    expect(
      (await w.t.request(w.owner, 'GET', `/api/payments/${refundId}`, { tenant: w.acme })).statusCode,
    ).toBe(404);
    expect((await refund(w, refundId)).statusCode).toBe(404);
  });

  it('the ledger is append-only in the database itself', async () => {
    const invoice = await invoiceFor(w);
    const payment = (await record(w, { invoiceId: invoice.id, amount: '5', method: 'cash' })).json();
    await expect(
      platformSql(w.t, sql`update payments set amount = 1 where id = ${payment.id}`),
    ).rejects.toThrow();
    await expect(
      platformSql(w.t, sql`update payments set status = 'failed' where id = ${payment.id}`),
    ).rejects.toThrow();
  });
});

describe('GET /api/payments and the summary', () => {
  it('pages, searches by client, invoice number and reference, filters by status, method and dates', async () => {
    const invoice = await invoiceFor(w);
    await record(w, {
      invoiceId: invoice.id,
      amount: '11.11',
      method: 'ach',
      reference: 'TRACE-778899',
      date: '2025-03-02',
    });
    const list = (query: Record<string, string | number>) =>
      w.t.request(w.member, 'GET', '/api/payments', { tenant: w.acme, query });
    const byRef = await list({ search: 'trace-7788' });
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json()).toHaveLength(1);
    expect(byRef.headers['x-total-count']).toBe('1');
    expect((await list({ search: invoice.invoiceNumber })).json()).toHaveLength(1);
    expect((await list({ search: 'acme client' })).json().length).toBeGreaterThan(1);
    expect((await list({ method: 'ach', from: '2025-03-02', to: '2025-03-02' })).json()).toHaveLength(1);
    expect((await list({ from: '2025-03-03', to: '2025-03-03' })).json()).toHaveLength(0);
    const refunded = (await list({ status: 'refunded' })).json();
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((p: { status: string }) => p.status === 'refunded')).toBe(true);
    const completed = (await list({ status: 'completed' })).json();
    expect(completed.every((p: { status: string }) => p.status === 'completed')).toBe(true);
    const all = await list({ limit: 2 });
    expect(all.json()).toHaveLength(2);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    expect((await list({ limit: 2, offset: total - 1 })).json()).toHaveLength(1);
    expect((await list({ status: 'bogus' })).statusCode).toBe(400);
    expect((await list({ limit: 500 })).statusCode).toBe(400);
  });

  it('summary cards come from the kept counts and match the ledger', async () => {
    const res = await w.t.request(w.member, 'GET', '/api/payments/summary', { tenant: w.acme });
    expect(res.statusCode).toBe(200);
    const ledger = await ledgerSummary(w);
    expect(res.json()).toMatchObject({
      ...ledger,
      totalCount: ledger.completedCount,
      totalAmount: ledger.completedAmount,
      pendingAmount: '0.00',
      pendingCount: 0,
    });
    const outsiders = await w.t.request(w.outsider, 'GET', '/api/payments/summary', { tenant: w.other });
    expect(outsiders.json()).toMatchObject({ totalAmount: '0.00', totalCount: 0 });
  });
});

describe('access on every route', () => {
  it('401 signed out, 403 without payments access (and members cannot record or refund), 404 for another tenant', async () => {
    const invoice = await invoiceFor(w);
    const payment = (await record(w, { invoiceId: invoice.id, amount: '1.00', method: 'cash' })).json();
    const reads = [
      '/api/payments',
      '/api/payments/summary',
      '/api/payments/card-status',
      `/api/payments/${payment.id}`,
      `/api/payments/${payment.id}/receipt.pdf`,
      `/api/invoices/${invoice.id}/payments`,
    ];
    const writes: Array<[string, Record<string, unknown>]> = [
      ['/api/payments', { invoiceId: invoice.id, amount: '1', method: 'cash' }],
      ['/api/payments/card', { invoiceId: invoice.id, amount: '1' }],
      [`/api/payments/${payment.id}/refund`, {}],
    ];
    for (const url of reads) {
      expect((await w.t.request(null, 'GET', url, { tenant: w.acme })).statusCode, url).toBe(401);
      expect((await w.t.request(w.noAccess, 'GET', url, { tenant: w.acme })).statusCode, url).toBe(403);
      expect((await w.t.request(w.member, 'GET', url, { tenant: w.acme })).statusCode, url).toBe(200);
    }
    for (const [url, body] of writes) {
      expect((await w.t.request(null, 'POST', url, { tenant: w.acme, body })).statusCode, url).toBe(401);
      expect((await w.t.request(w.noAccess, 'POST', url, { tenant: w.acme, body })).statusCode, url).toBe(
        403,
      );
      expect((await w.t.request(w.member, 'POST', url, { tenant: w.acme, body })).statusCode, url).toBe(403);
      expect((await w.t.request(w.outsider, 'POST', url, { tenant: w.other, body })).statusCode, url).toBe(
        404,
      );
    }
    for (const url of reads.slice(3)) {
      expect((await w.t.request(w.outsider, 'GET', url, { tenant: w.other })).statusCode, url).toBe(404);
    }
    const theirs = await w.t.request(w.outsider, 'GET', '/api/payments', { tenant: w.other });
    expect(theirs.json()).toEqual([]);
    expect((await ledgerRows(w, invoice.id)).map((r) => r.amount)).toEqual(['1.00']);
  });
});
