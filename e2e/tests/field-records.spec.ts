import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Response } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 35's field records, end to end: the technician at 375 px, offline, fills the job's checklist (one
 * reading out of range), is refused Complete while a required item is open, completes with the customer's
 * signature, and goes back online (the photo and the completion reach the server exactly once); the office then
 * sees the answers, the photo, the unit's history (reading and photo), the time entries and the work order PDF,
 * and e-mails the work order.
 */
/** A 48 × 36 PNG: the photo the technician picks from the gallery. */
const FIXTURE_PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVR4nO2WQQ0AQAzCphcteKnFk8E9mkwAIdBxKV/dzRVEQehQzVBsGXP8RDCiQzVDsWXMIRQHGjpUMxRbhhxCMNbXEZ8rzo/up1n+HGgPbAMaZsR2KsQAAAAASUVORK5CYII=';

const T = 'tenant=default';
const unique = () => Date.now().toString(36).slice(-5);

interface MyDay {
  date: string;
  technician: { id: string; name: string } | null;
}

/**
 * A tune-up checklist on a new catalogue service, a new client whose first location has one furnace, and a job
 * of today there with the service and the unit for the technician.
 */
async function checklistJob(owner: APIRequestContext, technicianId: string, date: string, tag: string) {
  const service = await owner.post(`/api/services?${T}`, {
    data: { service: { name: `E2E Tune-up ${tag}`, serviceType: 'simple', basePrice: '129.00' } },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { id: string }).id;
  const template = await owner.post(`/api/checklist-templates?${T}`, {
    data: {
      name: `E2E Tune-up checklist ${tag}`,
      serviceIds: [serviceId],
      items: [
        { label: 'Filter replaced', kind: 'yesno', required: true },
        { label: 'Superheat', kind: 'number', required: true, unit: '°F', min: 8, max: 12 },
        { label: 'Coil condition', kind: 'choice', required: true, choices: ['Clean', 'Dirty', 'Damaged'] },
        { label: 'Remarks', kind: 'text' },
      ],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const update = await owner.patch(`/api/technicians/${technicianId}?${T}`, {
    data: { maxJobs: 50, status: 'available' },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const client = await owner.post(`/api/clients?${T}`, {
    data: {
      firstName: 'Rosa',
      lastName: `Martinez-${tag}`,
      email: `rosa.${tag}@example.com`,
      phone: '(512) 555-0188',
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const [location] = (await (await owner.get(`/api/clients/${clientId}/locations?${T}`)).json()) as Array<{
    id: string;
  }>;
  const unit = await owner.post(`/api/equipment?${T}`, {
    data: { locationId: location!.id, type: 'furnace', make: 'Lennox', model: `SL280 ${tag}` },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const unitId = ((await unit.json()) as { id: string }).id;
  const created = await owner.post(`/api/service-jobs?${T}`, {
    data: {
      clientId,
      locationId: location!.id,
      equipmentIds: [unitId],
      serviceType: `E2E Checklist visit ${tag}`,
      services: [{ serviceId, quantity: 1 }],
      scheduledDate: date,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const assigned = await owner.post(`/api/service-jobs/${id}/assign?${T}`, {
    data: { technicianId, scheduledDate: date, estimatedDuration: 60 },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { id, unitId };
}

/** Draws a signature-like stroke across the canvas, as a finger would. */
async function sign(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * 18, box.y + box.height * (0.6 + (i % 2 ? -0.25 : 0.2)));
  await page.mouse.up();
}

test('field records: an offline checklist with an out-of-range reading, refused then signed Complete; the office sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await office.newPage();
  await signIn(desk, DEMO.owner);

  await page.setViewportSize({ width: 375, height: 800 });
  // Signed in to My Day, which keeps the day on the device: opening it again must show the job made since.
  await signIn(page, DEMO.member);
  const day = (await (await page.request.get(`/api/my-day?${T}`)).json()) as MyDay;
  const tag = unique();
  const { id: jobId, unitId } = await checklistJob(desk.request, day.technician!.id, day.date, tag);
  // Every answer the server gave to the photo upload and to Complete: each must arrive exactly once.
  const sent: Response[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (
      res.request().method() === 'POST' &&
      (pathname === `/api/service-jobs/${jobId}/photos` || pathname === `/api/my-day/jobs/${jobId}/complete`)
    )
      sent.push(res);
  });

  await page.goto('/my-day');
  const card = page.getByRole('article').filter({ hasText: `E2E Checklist visit ${tag}` });
  await expect(card).toBeVisible();
  // The day's clock: clock in (online), the timesheet counts from the tap.
  const clock = page.getByTestId('clock-state');
  if ((await clock.textContent())?.startsWith('Clocked in'))
    await page.getByRole('button', { name: 'Clock out' }).click();
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(clock).toHaveText(/^Clocked in since /);
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByText('In Progress')).toBeVisible();
  const checklist = card.getByRole('list', { name: `Checklist: E2E Tune-up checklist ${tag}` });
  await expect(checklist).toBeVisible();

  // Both taps reached the server.
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  // No signal from here on.
  await page.context().setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await checklist
    .getByRole('group', { name: /Filter replaced/ })
    .getByRole('button', { name: 'Yes' })
    .click();
  await checklist.getByLabel(/Superheat/).fill('15.5');
  await checklist.getByLabel(/Superheat/).press('Enter');
  const superheat = checklist.getByTestId('checklist-item').filter({ hasText: 'Superheat' });
  await expect(superheat.getByText('Out of range')).toBeVisible();
  await expect(superheat.getByText('Expected 8–12 °F')).toBeVisible();
  await checklist.getByLabel(/Remarks/).fill('Coil rinsed; refrigerant to check next visit');
  await checklist.getByLabel(/Remarks/).blur();
  await expect(page.getByRole('status').filter({ hasText: '3 changes waiting to be sent' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await superheat.scrollIntoViewIfNeeded();
  await screenshot(page, 'field-checklist-offline-375');

  // A photo from the gallery (a fixture image), tagged After with a caption, kept on the device while offline.
  await card.getByLabel('Choose a photo from the gallery').setInputFiles({
    name: 'coil.png',
    mimeType: 'image/png',
    buffer: Buffer.from(FIXTURE_PHOTO, 'base64'),
  });
  const addPhoto = page.getByRole('dialog', { name: 'Add photo' });
  await addPhoto.getByRole('button', { name: 'After' }).click();
  await addPhoto.getByLabel('Caption').fill('Coil after cleaning');
  // The job's only unit is the one the photo shows, unless the technician says otherwise.
  await expect(addPhoto.getByLabel('Unit')).toContainText(`Lennox SL280 ${tag}`);
  // At 375 px nothing in the dialog reaches past its edge (a unit's long name once pushed it off screen).
  expect(await addPhoto.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await screenshot(page, 'field-photo-add-375');
  await addPhoto.getByRole('button', { name: 'Add photo' }).click();
  await expect(card.getByText('Waiting to send')).toBeVisible();

  // Complete is refused on the device while a required item is open, naming it.
  await card.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Complete the required checklist items first: Coil condition',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await checklist
    .getByRole('group', { name: /Coil condition/ })
    .getByRole('button', { name: 'Dirty' })
    .click();

  // Complete with the customer's signature, still offline.
  await card.getByRole('button', { name: 'Complete' }).click();
  await dialog.getByLabel('Completion notes').fill('Tune-up done; coil cleaned');
  await sign(page, dialog.getByRole('img', { name: 'Customer signature' }));
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(dialog.getByText("Enter the signer's name")).toBeVisible();
  await dialog.getByLabel('Signer’s name').fill('Rosa Martinez');
  await screenshot(page, 'field-sign-off-375');
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByTestId('pending-sync')).toBeVisible();
  expect(await seriousViolations(page), 'axe 375 px offline').toEqual([]);
  const status = async () =>
    ((await (await desk.request.get(`/api/service-jobs/${jobId}?${T}`)).json()) as { status: string }).status;
  expect(await status()).toBe('in-progress');

  // Back online: the queue goes out in order, answers before Complete.
  await page.context().setOffline(false);
  await expect(card.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(status).toBe('completed');
  const sentOnce = () =>
    sent.map((res) => `${new URL(res.url()).pathname.split('/').pop()} ${res.status()}`).sort();
  expect(sentOnce()).toEqual(['complete 200', 'photos 201']);

  // The office: the answers with the flagged reading, and the signature.
  await desk.goto(`/dispatching/jobs/${jobId}`);
  const record = desk.getByRole('region', { name: `Checklist: E2E Tune-up checklist ${tag}` });
  await expect(record.getByText('15.5 °F')).toBeVisible();
  await expect(record.getByText('Out of range')).toBeVisible();
  await expect(record.getByText('Dirty')).toBeVisible();
  await expect(desk.getByText(/^Signed by Rosa Martinez on /)).toBeVisible();
  await expect(desk.getByRole('img', { name: 'Signature of Rosa Martinez' })).toBeVisible();
  // The photo taken offline, with the office's switch for the portal.
  const photos = desk.getByRole('list', { name: 'Technician photos' });
  await expect(photos.getByRole('button', { name: 'Open photo: After: Coil after cleaning' })).toBeVisible();
  await expect(photos.getByRole('switch', { name: /Show in the customer portal/ })).not.toBeChecked();
  // The work order PDF with the answers and the signature.
  const pdfLink = desk.getByRole('link', { name: 'Work order PDF' });
  await expect(pdfLink).toHaveAttribute('href', new RegExp(`/api/service-jobs/${jobId}/work-order\\.pdf`));
  const pdf = await desk.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(desk), 'axe job page').toEqual([]);
  await inEveryLook(desk, (look) =>
    record.scrollIntoViewIfNeeded().then(() => screenshot(desk, `field-job-record-${look}`)),
  );

  // The office e-mails the work order to the client (their address on file), through the outbox.
  const jobNumber = (
    (await (await desk.request.get(`/api/service-jobs/${jobId}?${T}`)).json()) as {
      jobNumber: string;
    }
  ).jobNumber;
  await desk.getByRole('button', { name: 'E-mail work order' }).click();
  const mail = desk.getByRole('dialog', { name: `E-mail work order ${jobNumber}` });
  const mailed = desk.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().includes(`/api/service-jobs/${jobId}/work-order`),
  );
  await mail.getByRole('button', { name: 'Send' }).click();
  expect((await mailed).ok()).toBe(true);
  // In the toasts' region: Radix also copies a new toast's text into a screen-reader announcement for a moment.
  await expect(
    desk
      .getByRole('region', { name: /Notifications/ })
      .getByText(`Work order ${jobNumber} is on its way to rosa.${tag}@example.com`),
  ).toBeVisible();
  await expect(mail).toHaveCount(0);

  // The unit's history: the checklist with the flagged reading, and the photo taken for it.
  await desk.goto(`/equipment/${unitId}`);
  const history = desk.getByRole('list', { name: 'Unit history' });
  const readings = history
    .getByRole('listitem')
    .filter({ hasText: `Checklist: E2E Tune-up checklist ${tag}` });
  await expect(readings.getByText(/^15\.5/)).toBeVisible();
  await expect(readings.getByText(/^Out of range/)).toBeVisible();
  await expect(history.getByText('Photo — After: Coil after cleaning')).toBeVisible();
  await expect(history.getByRole('img', { name: 'After: Coil after cleaning' })).toBeVisible();
  expect(await seriousViolations(desk), 'axe unit history').toEqual([]);
  await inEveryLook(desk, async (look) => {
    // Every question stays readable beside or above its answer, at 375 px too.
    await expect(readings.getByText('Superheat', { exact: true })).toBeVisible();
    await history.scrollIntoViewIfNeeded();
    await screenshot(desk, `field-unit-history-${look}`);
  });

  // The technician clocks out; the office reads the week: the job's on-job time, a correction with its reason.
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(clock).toHaveText('Clocked out');
  await desk.goto('/dispatching');
  await desk.getByRole('link', { name: 'Timesheets' }).click();
  await expect(desk.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
  await desk.getByRole('button', { name: day.technician!.name }).click();
  const entries = desk.getByRole('table', { name: 'Time entries' });
  const onJob = entries.getByRole('row').filter({ hasText: jobNumber });
  await expect(onJob).toContainText('On job');
  await expect(entries.getByRole('row').filter({ hasText: 'Clocked in' }).first()).toBeVisible();
  await onJob.getByRole('button', { name: 'Correct this entry' }).click();
  const correction = desk.getByRole('dialog');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(correction.getByRole('alert')).toHaveText('Say why the entry is corrected');
  // The technician arrived an hour before tapping Start: the start moves back (across midnight if need be).
  const startDate = correction.getByLabel('Start date');
  const startTime = correction.getByLabel('Start time');
  const earlier = new Date(
    Date.parse(`${await startDate.inputValue()}T${await startTime.inputValue()}:00Z`) - 3_600_000,
  ).toISOString();
  await startDate.fill(earlier.slice(0, 10));
  await startTime.fill(earlier.slice(11, 16));
  await correction.getByLabel('Reason').fill('Arrived before tapping Start');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(correction).toHaveCount(0);
  await expect(onJob).toContainText('Corrected: Arrived before tapping Start');
  await expect(onJob).toContainText(/1 h 0\d min/);
  await screenshot(desk, 'field-timesheet-week-light-1280');
  expect(await seriousViolations(desk), 'axe timesheets').toEqual([]);
  // Last week (all its time ended) is approved: its entries lock.
  await desk.getByRole('button', { name: 'Previous week' }).click();
  await desk.getByRole('button', { name: 'Approve week' }).click();
  await expect(desk.getByText(/^Approved by /)).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Download payroll CSV' })).toHaveAttribute(
    'href',
    /\/api\/timesheets\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/,
  );

  await office.close();
});

test('checklists: the office builds a template on the services screen, checked as the server checks it', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const name = `E2E Furnace safety ${unique()}`;
  await page.goto('/services');
  await page.getByRole('link', { name: 'Checklists' }).click();
  await expect(page.getByRole('heading', { name: 'Checklists', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Checklist' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Question (item 1)').fill('Heat exchanger inspected');
  await page.getByLabel('Required before Complete').first().check();
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Question (item 2)').fill('Gas pressure');
  await page.getByLabel('Answer (item 2)').selectOption('number');
  await page.getByLabel('Unit').fill('in. w.c.');
  await page.getByLabel('Expected low').fill('4');
  await page.getByLabel('Expected high').fill('3');
  await page.getByRole('checkbox', { name: 'Annual Inspection' }).check();
  await page.getByRole('button', { name: 'Save template' }).click();
  // The contract's message, before anything is sent.
  await expect(page.getByText('The expected range must run from low to high')).toBeVisible();
  await page.getByLabel('Expected high').fill('7');
  await page.getByPlaceholder('Search services...').fill('Tune');
  await page.getByRole('list', { name: 'Services found' }).getByRole('checkbox').first().check();
  await expect(page.getByRole('list', { name: 'Attached services' })).toBeVisible();
  await screenshot(page, 'field-checklist-template-light-1280');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/checklists$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Annual Inspection visits');
  await expect(row).toContainText('2');
  expect(await seriousViolations(page), 'axe checklists').toEqual([]);
});
