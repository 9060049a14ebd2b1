import type { BrowserContext, Page } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures';
import { startPaymentsServer, type PaymentsServer } from './payments-server';

/**
 * The customer portal end to end, on a server with Stripe configured against the local stand-in. The
 * browser cannot reach js.stripe.com here, so the test serves a stand-in for Stripe.js at that address: its
 * payment element is a card-number field, and confirming hands the PaymentIntent's client secret to the
 * Stripe stand-in exactly as Stripe.js would hand it to Stripe.
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

test.describe('customer portal', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startPaymentsServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

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
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
    );
    await context.exposeFunction('__stripeStandInConfirm', (secret: string, last4: string) => {
      const intent = server.stripe.confirmPaymentIntent(secret, { last4: last4 || '4242' });
      return intent.status as string;
    });
    return context;
  }

  test('staff send a quote; the client approves it with a signature and pays an invoice by card; staff see both', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await staffSignIn(page);
    const settings = await page.request.post(api('/api/admin/customer-portal'), {
      data: {
        isEnabled: true,
        portalTitle: 'Client Hub',
        primaryColor: '#0f766e',
        secondaryColor: '#f59e0b',
        welcomeMessage: 'Approve quotes, pay invoices and see your visits in one place.',
      },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    const email = `pat.${Date.now()}@example.com`;
    const created = await page.request.post(api('/api/clients'), {
      data: {
        firstName: 'Pat',
        lastName: 'Rivera',
        email,
        phone: '(512) 555-0142',
        address: '12 Oak Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const client = await created.json();
    const quote = await (
      await page.request.post(api('/api/quotes'), {
        data: {
          clientId: client.id,
          lineItems: [
            { itemType: 'custom', description: 'Heat pump installation', quantity: 1, rate: '4200.00' },
            { itemType: 'custom', description: 'Thermostat', quantity: 2, rate: '149.50' },
          ],
          taxRate: '0.0825',
        },
      })
    ).json();

    // Staff send the quote from its page.
    await page.goto(`${server.url}/quotes/${quote.id}`);
    await page.getByRole('button', { name: 'Send Quote' }).first().click();
    // Nothing is e-mailed before the send dialog is confirmed.
    await page
      .getByRole('dialog', { name: 'Send Quote' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    await expect(page.getByText(/sent to/i).first()).toBeVisible();

    // The client opens the portal link from the delivered e-mail: it lands on the quote.
    const link = await latestLink(email);
    const context = await clientContext(browser);
    const portal = await context.newPage();
    await portal.goto(link);
    await expect(portal.getByRole('heading', { name: `Quote ${quote.quoteNumber}` })).toBeVisible();
    expect(portal.url()).not.toContain('token=');
    await expect(portal.getByText('Heat pump installation')).toBeVisible();
    await screenshot(portal, 'portal-quote-teal-1280');

    // Approve with a drawn signature.
    await portal.getByLabel('Your full name').fill('Pat Rivera');
    const pad = portal.getByRole('img', { name: 'Signature drawing area' });
    const box = (await pad.boundingBox())!;
    await portal.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await portal.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await portal.mouse.move(box.x + 20 + i * 18, box.y + box.height * (0.7 - Math.sin(i / 2) * 0.3));
    }
    await portal.mouse.up();
    await screenshot(portal, 'portal-quote-signing-teal-1280');
    await portal.getByRole('button', { name: 'Approve quote' }).click();
    await expect(portal.getByRole('heading', { name: 'Approved and signed' })).toBeVisible();
    await expect(portal.getByRole('img', { name: 'Signature of Pat Rivera' })).toBeVisible();

    // Staff see the quote approved with the signature.
    await page.goto(`${server.url}/quotes/${quote.id}`);
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Client signature' })).toBeVisible();
    await expect(page.getByText(/Approved by Pat Rivera in the customer portal/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of Pat Rivera' })).toBeVisible();
    await page.getByRole('heading', { name: 'Client signature' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'portal-staff-quote-signature-1280');

    // An invoice is sent (its client needs a Stripe customer: opening a card setup creates it); the client
    // pays part of it by card in the portal.
    expect((await page.request.post(api(`/api/clients/${client.id}/setup-intent`))).ok()).toBe(true);
    const invoiceRes = await page.request.post(api('/api/invoices'), {
      data: {
        clientId: client.id,
        lineItems: [{ itemType: 'custom', description: 'Furnace repair', quantity: 1, rate: '500.00' }],
        taxRate: '0',
        dueDate: '2031-01-31',
        status: 'sent',
      },
    });
    expect(invoiceRes.status(), await invoiceRes.text()).toBe(201);
    const invoice = await invoiceRes.json();
    await portal.goto(`${server.url}/portal/default`);
    await expect(portal.getByRole('heading', { name: 'Welcome, Pat Rivera' })).toBeVisible();
    await expect(portal.getByText('Balance due $500.00')).toBeVisible();
    await screenshot(portal, 'portal-home-teal-1280');
    expect(await seriousViolations(portal)).toEqual([]);
    await portal.getByRole('link', { name: `Invoice ${invoice.invoiceNumber}` }).click();
    await expect(portal.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
    await portal.getByLabel('Amount to pay').fill('200.00');
    await portal.getByRole('button', { name: 'Pay by card' }).click();
    await portal.getByLabel('Card number').fill('4242 4242 4242 4242');
    await screenshot(portal, 'portal-payment-teal-1280');
    await portal.getByRole('button', { name: 'Pay $200.00' }).click();
    await expect(portal.getByRole('heading', { name: 'Payment received — thank you!' })).toBeVisible();
    await expect(portal.getByText('$300.00')).toBeVisible();
    await screenshot(portal, 'portal-receipt-teal-1280');

    // Staff see the payment on the invoice.
    await page.goto(`${server.url}/invoices/${invoice.id}`);
    await expect(page.getByTestId('invoice-amount-paid')).toHaveText('$200.00');
    await expect(page.getByTestId('invoice-balance-due')).toHaveText('$300.00');

    // At 375 px, in the second brand colour: pay the rest.
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: { primaryColor: '#7c3aed', secondaryColor: '#0ea5e9', portalTitle: 'ComfortPro Portal' },
    });
    await portal.setViewportSize({ width: 375, height: 800 });
    await portal.goto(`${server.url}/portal/default`);
    await expect(portal.getByText('ComfortPro Portal')).toBeVisible();
    await expect(portal.getByText('Balance due $300.00')).toBeVisible();
    await screenshot(portal, 'portal-home-violet-375');
    expect(await seriousViolations(portal)).toEqual([]);
    await portal.goto(`${server.url}/portal/default/quotes/${quote.id}`);
    await expect(portal.getByRole('heading', { name: 'Approved and signed' })).toBeVisible();
    await screenshot(portal, 'portal-quote-approved-violet-375');
    expect(await seriousViolations(portal)).toEqual([]);
    await portal.goto(`${server.url}/portal/default/invoices/${invoice.id}`);
    await portal.getByRole('button', { name: 'Pay by card' }).click();
    await portal.getByLabel('Card number').fill('4242424242424242');
    await screenshot(portal, 'portal-payment-violet-375');
    await portal.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(portal.getByRole('heading', { name: 'Payment received — thank you!' })).toBeVisible();
    await screenshot(portal, 'portal-receipt-violet-375');
    await page.reload();
    await expect(page.getByTestId('invoice-balance-due')).toHaveText('$0.00');

    // Request service: a pending job for the office.
    await portal.getByRole('link', { name: 'Request service' }).click();
    await portal.getByLabel('Service type').fill('Duct cleaning');
    await portal.getByLabel('Description').fill('Dust keeps coming out of the vents');
    await portal.getByRole('button', { name: 'Send request' }).click();
    await expect(portal.getByText(/We received your request \(JOB-\d{4}-\d{4}\)/)).toBeVisible();

    // Book an appointment: a technician's working day offers slots; booking one creates a pending job.
    const tech = await page.request.post(api('/api/technicians'), {
      data: { name: 'Sam Booker', workStart: '08:00', workEnd: '12:00' },
    });
    expect(tech.status(), await tech.text()).toBe(201);
    await page.request.patch(api('/api/admin/customer-portal'), { data: { allowAppointmentBooking: true } });
    // A second service location: the client picks where the visit is (the default is preselected).
    const cabin = await page.request.post(api(`/api/clients/${client.id}/locations`), {
      data: { name: 'Lake cabin', address: '9 Shore Rd', city: 'Austin', state: 'TX', zipCode: '78704' },
    });
    expect(cabin.status(), await cabin.text()).toBe(201);
    await portal.goto(`${server.url}/portal/default/book`);
    // The demo keeps standard business hours, a weekday business: no Saturday or Sunday is offered, however
    // long a technician's shift (issue 34 item 9).
    await expect(portal.locator('label:has(input[name="slot"])').first()).toBeVisible();
    const days = await portal.locator('fieldset:has(input[name="slot"]) legend').allTextContents();
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(5);
    expect(days.filter((d) => /Saturday|Sunday/.test(d))).toEqual([]);
    await portal.getByLabel('Service type').fill('Furnace tune-up');
    await portal.locator('label:has(input[name="slot"])').first().click();
    const where = portal.getByRole('group', { name: 'Where' });
    await expect(where.getByRole('radio')).toHaveCount(2);
    await expect(where.getByRole('radio').first()).toBeChecked();
    await where.getByRole('radio', { name: /Lake cabin/ }).check();
    await screenshot(portal, 'portal-booking-violet-375');
    expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await portal.getByRole('button', { name: 'Book this time' }).click();
    const booked = portal.getByText(/Booked! Your visit JOB-\d{4}-\d{4} is on the calendar\./);
    await expect(booked).toBeVisible();
    const bookedNumber = (await booked.textContent())!.match(/JOB-\d{4}-\d{4}/)![0];
    const bookedJobs = await page.request.get(api(`/api/service-jobs?search=${bookedNumber}`));
    expect(JSON.stringify(await bookedJobs.json())).toContain('9 Shore Rd');

    // Allow-flags off: their pages leave the navigation.
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: {
        allowInvoiceViewing: false,
        allowServiceHistory: false,
        allowQuoteRequests: false,
        allowAppointmentBooking: false,
      },
    });
    await portal.goto(`${server.url}/portal/default`);
    await expect(portal.getByRole('heading', { name: 'Welcome, Pat Rivera' })).toBeVisible();
    const nav = portal.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link')).toHaveText(['Home']);
    await expect(portal.getByRole('heading', { name: 'Invoices to pay' })).toHaveCount(0);
    await expect(portal.getByRole('heading', { name: 'Quotes waiting for you' })).toHaveCount(0);
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: { allowInvoiceViewing: true, allowServiceHistory: true, allowQuoteRequests: true },
    });

    // Dark theme (the staff app's saved theme applies to the portal too).
    await portal.evaluate(() => localStorage.setItem('theme', 'dark'));
    await portal.setViewportSize({ width: 1280, height: 800 });
    await portal.goto(`${server.url}/portal/default`);
    await expect(portal.locator('html')).toHaveClass(/dark/);
    await expect(portal.getByRole('heading', { name: 'Welcome, Pat Rivera' })).toBeVisible();
    await screenshot(portal, 'portal-home-violet-dark-1280');
    expect(await seriousViolations(portal)).toEqual([]);

    // Signed out (a fresh browser): the sign-in page asks for a link and answers the same for anyone.
    const stranger = await browser.newPage();
    await stranger.goto(`${server.url}/portal/default`);
    await stranger.getByLabel('Email').fill('nobody@example.com');
    await stranger.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(stranger.getByText(/If that address belongs to a client of ours/)).toBeVisible();
    await screenshot(stranger, 'portal-sign-in-violet-1280');
    const missing = await stranger.goto(`${server.url}/portal/no-such-company`);
    expect(missing?.status()).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Portal not found' })).toBeVisible();
    await stranger.close();
    await context.close();
  });
});
