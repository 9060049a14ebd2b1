import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

const unique = () => Date.now().toString(36).slice(-5);

/** A client through the API (as the signed-in user), for flows that are not about the form. */
async function apiCreateClient(page: Page, lastName: string) {
  const res = await page.request.post('/api/clients?tenant=default', {
    data: {
      firstName: 'Temp',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: '(512) 555-0199',
      address: '1 Test Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

test('create a client with address suggestions, find it, edit it, view it and log a contact', async ({
  page,
}) => {
  const last = `Okafor${unique()}`;
  await signIn(page, DEMO.manager);
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Client' }).click();
  await expect(page).toHaveURL(/\/clients\/new$/);
  await expect(page.getByRole('link', { name: 'Back to Clients' })).toBeVisible();
  await expect(
    page.getByText('Save the client first, then you can add payment methods for billing and invoicing.'),
  ).toBeVisible();

  // The server's schema, in the form: every required field says so.
  await page.getByRole('button', { name: 'Create Client' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone is required',
    'Address is required',
    'City is required',
    'State is required',
    'ZIP code is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.getByLabel('First Name').fill('Evelyn');
  await page.getByLabel('Last Name').fill(last);
  await page.getByLabel('Email').fill(`evelyn.${last.toLowerCase()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(512) 555-0142');
  // Address suggestions after 3 characters and a pause; choosing one fills city, state and ZIP.
  await page
    .getByRole('combobox', { name: 'Address' })
    .pressSequentially('4400 Shoal Creek Blvd, 78756', { delay: 20 });
  const suggestion = page.getByRole('option', { name: /4400 Shoal Creek Blvd/ });
  await expect(suggestion).toContainText('Austin, TX 78756');
  await suggestion.click();
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('4400 Shoal Creek Blvd');
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await expect(page.getByLabel('State')).toHaveValue('TX');
  await expect(page.getByLabel('ZIP Code')).toHaveValue('78756');
  // Tags: Enter adds a trimmed tag once.
  const tags = page.getByRole('textbox', { name: 'Tags' });
  for (const tag of ['vip', ' vip ', 'heat-pump']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Added tags' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create Client' }).click();

  await expect(page.getByRole('heading', { name: `Evelyn ${last}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  // The contact card and the first service location (made from the address) both show it.
  await expect(page.getByText('4400 Shoal Creek Blvd, Austin, TX 78756').first()).toBeVisible();
  await expect(page.getByText('No service history available.')).toBeVisible();
  await expect(page.getByText('No payment methods added yet.')).toBeVisible();
  await expect(page.getByText('Payment processing is currently unavailable.')).toBeVisible();
  await expect(page.getByText('Please contact support to enable payment functionality.')).toBeVisible();

  // Contact log.
  await page.getByRole('button', { name: 'Log Contact' }).click();
  await page.getByLabel('Subject').fill('Spring tune-up reminder');
  await page.getByLabel('Outcome').fill('Booked for April');
  await page.getByRole('button', { name: 'Save Contact' }).click();
  const log = page.getByRole('list', { name: 'Contact log' });
  await expect(log).toContainText('Spring tune-up reminder');
  await expect(log).toContainText('By Marcus Reed');

  // Find it by search, then edit from the list.
  await page.getByRole('link', { name: 'Back to Clients' }).click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(last.toLowerCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByLabel('1 client', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Edit Evelyn ${last}` }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Evelyn');
  await page.getByLabel('Company Name').fill('Shoal Creek Dental');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Lead' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: `Evelyn ${last}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Shoal Creek Dental').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Lead').first()).toBeVisible();
});

test('delete a client without history; one with invoices is kept with the advice to mark it inactive', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const temp = await apiCreateClient(page, `Gone${unique()}`);
  await page.goto(`/clients?search=${encodeURIComponent(temp.name)}`);
  await page.getByRole('button', { name: `Delete ${temp.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `Are you sure you want to delete ${temp.name}? This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No clients found.')).toBeVisible();

  const invoices = await page.request.get('/api/invoices?tenant=default&limit=1');
  const [invoice] = (await invoices.json()) as Array<{ clientId: string; clientName: string }>;
  await page.goto(`/clients/${invoice.clientId}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Error deleting client')).toBeVisible();
  await expect(
    toast.getByText(/cannot be deleted because the client has .*Mark the client inactive instead/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the add payment method dialog tells when Stripe.js cannot be reached', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const client = await apiCreateClient(page, `Card${unique()}`);
  // Keys configured, but the browser cannot reach js.stripe.com (no network here; made certain by aborting).
  await page.route('**/api/payments/config**', (route) =>
    route.fulfill({ json: { publishableKey: 'pk_test_e2e' } }),
  );
  await page.route(`**/api/clients/${client.id}/setup-intent**`, (route) =>
    route.fulfill({ status: 201, json: { clientSecret: 'seti_e2e_secret_x', customerId: 'cus_e2e' } }),
  );
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  await expect(dialog.getByText('Connection Error')).toBeVisible();
  await expect(dialog.getByText('Unable to connect to payment processor. Please try again.')).toBeVisible();
  await screenshot(page, 'client-payment-offline-light-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A failing setup intent is a 'Setup Error' toast with the server's words.
  await page.unroute(`**/api/clients/${client.id}/setup-intent**`);
  await page.route(`**/api/clients/${client.id}/setup-intent**`, (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'UNAVAILABLE', message: 'Payment processing is currently unavailable.' },
    }),
  );
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Setup Error')).toBeVisible();
  await page.request.delete(`/api/clients/${client.id}?tenant=default`);
});

test('clients pages pass axe; address suggestions work by keyboard', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/clients');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Contact Log' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: /most recent jobs/ }).or(page.getByText('No service history available.')),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/clients/new');
  const address = page.getByRole('combobox', { name: 'Address' });
  await address.pressSequentially('9 Elm St, 78664', { delay: 20 });
  await expect(page.getByRole('option').first()).toContainText('Round Rock, TX 78664');
  expect(await seriousViolations(page)).toEqual([]);
  await address.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await address.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(address).toHaveValue('9 Elm St');
  await expect(page.getByLabel('City')).toHaveValue('Round Rock');
  await expect(page.getByLabel('ZIP Code')).toHaveValue('78664');
  // Nothing matches: the list says so.
  await address.fill('');
  await address.pressSequentially('zzqxv', { delay: 20 });
  await expect(page.getByRole('listbox')).toContainText('No addresses found');
});

test('clients screens at 1280 and 375 px, light and dark', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const shots = async (suffix: string) => {
    await page.goto('/clients');
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, `clients-list-${suffix}`);
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Service History' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /most recent jobs/ })
        .or(page.getByText('No service history available.')),
    ).toBeVisible();
    await screenshot(page, `client-detail-${suffix}`);
    await page.goto('/clients/new');
    await expect(page.getByLabel('First Name')).toBeVisible();
    await page.getByRole('combobox', { name: 'Address' }).pressSequentially('Round Ro', { delay: 20 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await screenshot(page, `client-form-${suffix}`);
  };
  await inEveryLook(page, shots);
});
