import type { BrowserContext, Page } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures';
import { startPaymentsServer, type PaymentsServer } from './payments-server';

/**
 * Optional quote lines and the deposit (issue 19) end to end: staff make a quote with an optional line and a
 * 25 % deposit and send it; the client ticks the option in the portal, approves with a signature and pays the
 * deposit by card (the Stripe stand-in, with a stand-in for Stripe.js as in portal.spec.ts); staff convert
 * and see the invoice with the option and the deposit credited.
 */
const FAKE_STRIPE_JS = `
window.Stripe = function () {
  return {
    _registerWrapper: function () {},
    elements: function (options) {
      var secret = options.clientSecret;
      return {
        _secret: secret,
        create: function () {
          return {
            mount: function (target) {
              var root = typeof target === 'string' ? document.querySelector(target) : target;
              var label = document.createElement('label');
              label.textContent = 'Card number';
              label.style.display = 'block';
              var input = document.createElement('input');
              input.setAttribute('aria-label', 'Card number');
              input.style.border = '1px solid #999';
              input.style.padding = '6px';
              input.style.width = '100%';
              label.appendChild(input);
              root.appendChild(label);
            },
            on: function () {},
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: async function (args) {
      var number = document.querySelector('input[aria-label="Card number"]').value.replace(/\\D/g, '');
      var status = await window.__stripeStandInConfirm(args.elements._secret, number.slice(-4));
      return status === 'succeeded' || status === 'processing'
        ? { paymentIntent: { status: status } }
        : { error: { message: 'Your card was declined.' } };
    },
  };
};
`;

let server: PaymentsServer;
const api = (p: string) => `${server.url}${p}${p.includes('?') ? '&' : '?'}tenant=default`;

async function staffSignIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The portal link in the e-mail the server delivered to `to` (the e-mail log shows it redacted). */
async function latestLink(to: string): Promise<string> {
  const url = await server.mail.portalLinkTo(to);
  return `${server.url}${url.pathname}${url.hash}`;
}

async function clientContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  // The client is on a phone: the approval is checked at 375 px.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await context.exposeFunction('__stripeStandInConfirm', (secret: string, last4: string) => {
    const intent = server.stripe.confirmPaymentIntent(secret, { last4: last4 || '4242' });
    return intent.status as string;
  });
  return context;
}

test.describe('quote options and deposit', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startPaymentsServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an optional line and a 25 % deposit: ticked and paid in the portal, invoiced with the deposit credited', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await staffSignIn(page);
    const settings = await page.request.post(api('/api/admin/customer-portal'), {
      data: { isEnabled: true, portalTitle: 'Client Hub', primaryColor: '#0f766e' },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    const email = `opt.${Date.now()}@example.com`;
    const created = await page.request.post(api('/api/clients'), {
      data: {
        firstName: 'Robin',
        lastName: `Options ${Date.now() % 100000}`,
        email,
        phone: '(512) 555-0188',
        address: '9 Pecan St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const client = await created.json();
    // Converting to an invoice needs the client's Stripe customer while card payments are on.
    expect((await page.request.post(api(`/api/clients/${client.id}/setup-intent`))).ok()).toBe(true);

    // Staff build the quote in the editor: one required line, one optional line, a 25 % deposit, 0 % tax.
    await page.goto(`${server.url}/quotes/new`);
    await page.getByLabel('Client').click();
    await page.getByPlaceholder('Search clients...').fill(client.lastName ?? 'Options');
    await page
      .getByRole('option', { name: /Robin Options/ })
      .first()
      .click();
    await page.getByLabel('Tax Rate (%)').fill('0');
    await page.getByLabel('Description (line 1)').fill('Heat pump installation');
    await page.getByLabel('Rate (line 1)').fill('4000.00');
    await page.getByRole('button', { name: 'Add Line Item' }).click();
    await page.getByLabel('Description (line 2)').fill('Smart thermostat');
    await page.getByLabel('Rate (line 2)').fill('200.00');
    await page.getByLabel('Optional (line 2)').check();
    await page.getByLabel('Deposit on approval').click();
    await page.getByRole('option', { name: 'Percentage of the total' }).click();
    await page.getByLabel('Deposit (%)').fill('25');
    await expect(page.getByText('Total with all options')).toBeVisible();
    await expect(page.getByText('$4,200.00')).toBeVisible();
    await expect(page.getByText('Deposit requested (25% of the total)')).toBeVisible();
    await expect(page.getByText('$1,000.00')).toBeVisible();
    await page.getByLabel('Optional (line 2)').scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-options-editor-1280');
    await page.getByRole('button', { name: 'Create & Send Quote' }).click();
    await page
      .getByRole('dialog', { name: 'Send Quote' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
    const quoteId = page.url().split('/').pop()!;
    await expect(page.getByLabel('Quote total')).toHaveText('$4,000.00');
    await expect(page.getByRole('heading', { name: 'Optional Items' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();

    // The client opens the link on a phone, ticks the option, approves with a drawn signature.
    const link = await latestLink(email);
    const context = await clientContext(browser);
    const portal = await context.newPage();
    await portal.goto(link);
    await expect(portal.getByRole('heading', { name: /^Quote / })).toBeVisible();
    await expect(
      portal.getByText('A deposit of 25% ($1,000.00) is requested on approval.').first(),
    ).toBeVisible();
    await portal.getByRole('checkbox', { name: /Smart thermostat/ }).check();
    await expect(portal.getByText('Total with your selection')).toBeVisible();
    await expect(portal.getByText('$4,200.00').first()).toBeVisible();
    await expect(
      portal.getByText('A deposit of 25% ($1,050.00) is requested on approval.').first(),
    ).toBeVisible();
    await portal.getByLabel('Your full name').fill('Robin Options');
    const pad = portal.getByRole('img', { name: 'Signature drawing area' });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await portal.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await portal.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await portal.mouse.move(box.x + 20 + i * 15, box.y + box.height * (0.7 - Math.sin(i / 2) * 0.3));
    }
    await portal.mouse.up();
    await portal.getByRole('checkbox', { name: /Smart thermostat/ }).scrollIntoViewIfNeeded();
    await screenshot(portal, 'quote-options-portal-approval-375');
    expect(await seriousViolations(portal)).toEqual([]);
    await portal.getByRole('button', { name: 'Approve quote' }).click();
    await expect(portal.getByRole('heading', { name: 'Approved and signed' })).toBeVisible();
    await expect(portal.getByText('Added to your approval')).toBeVisible();

    // The deposit by card (the stand-in).
    await portal.getByRole('heading', { name: 'Pay your deposit of $1,050.00' }).scrollIntoViewIfNeeded();
    await screenshot(portal, 'quote-options-portal-deposit-375');
    await portal.getByRole('button', { name: 'Pay by card' }).click();
    await portal.getByLabel('Card number').fill('4242 4242 4242 4242');
    await portal.getByRole('button', { name: 'Pay $1,050.00' }).click();
    await expect(portal.getByRole('heading', { name: 'Payment received — thank you!' })).toBeVisible();
    await expect(portal.getByText('Deposit for quote')).toBeVisible();
    await screenshot(portal, 'quote-options-portal-receipt-375');
    await context.close();

    // Staff see the selection and the paid deposit, then convert.
    await page.goto(`${server.url}/quotes/${quoteId}`);
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByText('Approved total', { exact: true })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).last()).toBeVisible();
    await page.getByRole('heading', { name: 'Optional Items' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-options-detail-1280');
    expect(await seriousViolations(page)).toEqual([]);
    // The same page on a phone and in the dark theme.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Optional Items' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-options-detail-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('heading', { name: 'Deposit', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-options-detail-dark-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Convert to Invoice' }).first().click();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Smart thermostat')).toBeVisible();
    await expect(page.getByText('Heat pump installation')).toBeVisible();
    await expect(page.getByText('Amount Paid')).toBeVisible();
    await expect(page.getByText('$1,050.00').first()).toBeVisible();
    await expect(page.getByText('$3,150.00').first()).toBeVisible();
    await screenshot(page, 'quote-options-invoice-1280');

    // The quote PDF, kept for the screenshot pass.
    const pdf = await page.request.get(api(`/api/quotes/${quoteId}/pdf`));
    expect(pdf.ok()).toBe(true);
    const { writeFileSync } = await import('node:fs');
    const { SCREENSHOT_DIR } = await import('../fixtures');
    writeFileSync(`${SCREENSHOT_DIR}/quote-options.pdf`, await pdf.body());
  });
});
