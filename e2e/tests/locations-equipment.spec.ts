import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 35, the office paths: a client's service locations (add, edit, delete refused while a job uses it,
 * archive), a unit added from a location card with its warranty and refrigerant log, the Equipment list's
 * search and filters, the job page's units; and the technician's day at 375 px showing the units at the
 * job's location with their warranty badge.
 */
const T = 'tenant=default';
const unique = () => Date.now().toString(36).slice(-5);

/** YYYY-MM-DD `days` from today (the demo organization is in Austin; a day either way does not matter here). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function apiClient(api: APIRequestContext, lastName: string) {
  const res = await api.post(`/api/clients?${T}`, {
    data: {
      firstName: 'Dana',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: '(512) 555-0144',
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

async function apiJob(api: APIRequestContext, data: Record<string, unknown>) {
  const res = await api.post(`/api/service-jobs?${T}`, {
    data: { serviceType: 'A/C Tune-Up', scheduledDate: dayFromNow(2), ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; jobNumber: string };
}

const locationItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Service locations' }).getByRole('listitem', { name, exact: true });

test('client locations: add, edit, delete refused while a job uses it, archive; a unit with warranty, refrigerant and history; list filters; job page units', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.manager);
  const last = `Lakes${unique()}`;
  const client = await apiClient(page.request, last);
  await apiJob(page.request, { clientId: client.id });

  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Service Locations' })).toBeVisible();
  const main = locationItem(page, 'Main location');
  await expect(main.getByText('Default')).toBeVisible();
  await expect(main.getByText('12 Oak St, Austin, TX 78701')).toBeVisible();

  // Add a second property.
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog.getByText('Location name is required')).toBeVisible();
  await dialog.getByLabel('Location name').fill('Lake house');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('77 Shore Dr');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State').fill('TX');
  await dialog.getByLabel('ZIP code').fill('78732');
  await dialog.getByLabel('Access notes').fill('Gate code 2468');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toBeHidden();
  const lake = locationItem(page, 'Lake house');
  await expect(lake.getByText('Access: Gate code 2468')).toBeVisible();

  // Edit it: an on-site contact.
  await lake.getByRole('button', { name: 'Edit Lake house' }).click();
  await dialog.getByLabel('On-site contact').fill('Sam Keeper');
  await dialog.getByRole('button', { name: 'Save Location' }).click();
  await expect(dialog).toBeHidden();
  await expect(lake.getByText(/On site: Sam Keeper/)).toBeVisible();

  // The main location has a job: deleting it is refused with the server's message; archiving works.
  await main.getByRole('button', { name: 'Delete Main location' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(/Main location cannot be deleted because it has jobs\. Archive it instead/).first(),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Archive Main location' }).click();
  await expect(main).toBeHidden();
  await expect(lake.getByText('Default')).toBeVisible();
  await page.getByRole('switch', { name: 'Show archived locations' }).click();
  await expect(locationItem(page, 'Main location').getByText('Archived')).toBeVisible();

  // A unit at the lake house, from its card: client and location come filled in.
  await lake.getByRole('link', { name: 'Add equipment at Lake house' }).click();
  await expect(page.getByRole('heading', { name: 'Add Equipment', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Service location')).toContainText('Lake house');
  const serial = `E2E${unique()}`.toUpperCase();
  await page.getByLabel('Make').fill('Carrier');
  await page.getByLabel('Model').fill('24ACC636A003');
  await page.getByLabel('Serial number').fill(serial);
  await page.getByLabel('Install date').fill('2008-05-14');
  await page.getByLabel('Parts warranty ends').fill(dayFromNow(30));
  await page.getByLabel('Refrigerant', { exact: true }).fill('R-410A');
  await page.getByLabel('Refrigerant charge (oz)').fill('112');
  await page.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(page.getByRole('heading', { name: 'Air conditioner — Carrier 24ACC636A003' })).toBeVisible();
  await expect(page.getByText('Past expected life')).toBeVisible();
  await expect(page.getByText(/^Warranty ends /)).toBeVisible();
  const unitUrl = page.url();
  const unitId = unitUrl.split('/').pop()!;

  // The refrigerant log (EPA 608): it shows in the unit's history.
  await page.getByRole('button', { name: 'Log Refrigerant' }).click();
  await dialog.getByLabel('Amount (oz)').fill('24');
  await dialog.getByLabel('Technician').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();
  const history = page.getByRole('list', { name: 'Unit history' });
  await expect(history.getByText('Refrigerant added: 24 oz of R-410A')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await inEveryLook(page, (look) => screenshot(page, `equipment-detail-${look}`));

  // The list: search by serial, then the filters narrow it.
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { name: 'Equipment', level: 1 })).toBeVisible();
  await page.getByLabel('Search equipment').fill(serial);
  const row = page.getByRole('row').filter({ hasText: `S/N ${serial}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: client.name })).toBeVisible();
  await page.getByLabel('Warranty ends within').fill('60');
  await expect(row).toBeVisible();
  await page.getByLabel('Warranty ends within').fill('10');
  await expect(page.getByText('No equipment found matching your filters.')).toBeVisible();
  await page.getByLabel('Warranty ends within').fill('');
  await page.getByRole('switch', { name: 'Older than expected life' }).click();
  await expect(row).toBeVisible();
  await page.getByLabel('Filter by type').click();
  await page.getByRole('option', { name: 'Furnace' }).click();
  await expect(page.getByText('No equipment found matching your filters.')).toBeVisible();
  await page.getByLabel('Filter by type').click();
  await page.getByRole('option', { name: 'Air conditioner' }).click();
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await inEveryLook(page, (look) => screenshot(page, `equipment-list-${look}`));

  // A job at the lake house working on the unit: the job page lists it with its warranty badge.
  const locations = (await (
    await page.request.get(`/api/clients/${client.id}/locations?${T}`)
  ).json()) as Array<{
    id: string;
    name: string;
  }>;
  const lakeId = locations.find((l) => l.name === 'Lake house')!.id;
  const job = await apiJob(page.request, { clientId: client.id, locationId: lakeId, equipmentIds: [unitId] });
  await page.goto(`/dispatching/jobs/${job.id}`);
  const units = page.getByRole('list', { name: 'Equipment at this location' });
  await expect(units.getByText('Air conditioner — Carrier 24ACC636A003')).toBeVisible();
  await expect(units.getByText('On this job')).toBeVisible();
  await expect(units.getByText(/^Warranty ends /)).toBeVisible();
  await expect(page.getByText('77 Shore Dr, Austin, TX 78732').first()).toBeVisible();

  // The client page: the location lists its unit and the job.
  await page.goto(`/clients/${client.id}`);
  await expect(lake.getByRole('link', { name: /Carrier 24ACC636A003/ })).toBeVisible();
  await expect(lake.getByRole('link', { name: job.jobNumber })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await inEveryLook(page, (look) =>
    lake.scrollIntoViewIfNeeded().then(() => screenshot(page, `client-locations-${look}`)),
  );
});

test('my day at 375 px: the job shows its location, access notes and the units there with a warranty badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const office = await browser.newContext();
  const owner = await office.newPage();
  await signIn(owner, DEMO.owner);
  await page.setViewportSize({ width: 375, height: 800 });
  // Signed in to the profile, not My Day: the test's job exists before the day is first opened (and kept).
  await signIn(page, DEMO.member, undefined, '/profile');
  const day = (await (await page.request.get(`/api/my-day?${T}`)).json()) as {
    date: string;
    technician: { id: string };
  };
  // A unit the demo has, at a location with access notes written by the office now.
  const [unit] = (await (
    await owner.request.get(`/api/equipment?${T}&status=active&limit=1`)
  ).json()) as Array<{
    id: string;
    clientId: string;
    locationId: string;
  }>;
  const tag = unique();
  const patched = await owner.request.patch(
    `/api/clients/${unit!.clientId}/locations/${unit!.locationId}?${T}`,
    {
      data: { accessNotes: `Gate code ${tag}` },
    },
  );
  expect(patched.ok(), await patched.text()).toBe(true);
  await owner.request.patch(`/api/technicians/${day.technician.id}?${T}`, {
    data: { maxJobs: 50, status: 'available' },
  });
  const job = await apiJob(owner.request, {
    clientId: unit!.clientId,
    locationId: unit!.locationId,
    equipmentIds: [unit!.id],
    serviceType: `E2E unit visit ${tag}`,
    scheduledDate: day.date,
  });
  const assigned = await owner.request.post(`/api/service-jobs/${job.id}/assign?${T}`, {
    data: { technicianId: day.technician.id, scheduledDate: day.date, estimatedDuration: 60 },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await page.goto('/my-day');
  const card = page.getByRole('article').filter({ hasText: `E2E unit visit ${tag}` });
  await expect(card.getByText(`Gate code ${tag}`)).toBeVisible();
  await card.getByText(/^Equipment at this location/).click();
  const units = card.getByRole('list', { name: 'Equipment at this location' });
  await expect(units.getByText('On this job')).toBeVisible();
  await expect(units.getByText(/Warranty/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'my-day-units-light-375');
  await office.close();
});
