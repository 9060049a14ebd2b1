import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';
import { zonedDay } from '../org-clock';

const unique = () => Date.now().toString(36).slice(-6);
// Export files are named by the organization's date, not the browser's (they differ around midnight UTC).
const today = () => zonedDay(Date.now());

async function chooseCsv(page: Page, name: string, text: string) {
  await page.getByLabel('CSV files to import').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test('clients from a filled template: the bad row is reported, fixed, committed and listed', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Import' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Clients template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('clients_import_template.csv');
  const template = readFileSync(await download.path(), 'utf8');
  const header = template.split(/\r?\n/)[0];
  expect(header.split(',')).toContain('email');

  const tag = unique();
  const [columns, example] = Papa.parse<string[]>(template.trim()).data;
  const filled = (first: string, email: string) =>
    Papa.unparse([
      columns.map((c, i) =>
        c === 'firstName' ? first : c === 'lastName' ? `Import${tag}` : c === 'email' ? email : example[i],
      ),
    ]);
  const bad = [header, filled('Good', `good-${tag}@example.com`), filled('Broken', 'not-an-email')].join(
    '\n',
  );
  await chooseCsv(page, `clients-${tag}.csv`, bad);
  await expect(page.getByRole('columnheader', { name: /firstName/ })).toBeVisible();
  await page.getByRole('button', { name: 'Check file' }).click();

  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(
    errors.getByRole('row', { name: /3\s+email\s+Please enter a valid email address/ }),
  ).toBeVisible();
  await expect(page.getByText('1 with errors')).toBeVisible();
  // All or nothing (the default) cannot import a file with errors.
  await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await inEveryLook(page, async (look) => {
    await errors.scrollIntoViewIfNeeded();
    await screenshot(page, `import-errors-${look}`);
  });

  const fixed = [
    header,
    filled('Good', `good-${tag}@example.com`),
    filled('Fixed', `fixed-${tag}@example.com`),
  ].join('\n');
  await chooseCsv(page, `clients-${tag}-fixed.csv`, fixed);
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Import complete: 2 rows written')).toBeVisible();
  const results = page.getByRole('region', { name: 'Import results' }).first();
  await expect(results.getByText('Created').locator('..')).toContainText('2');
  await inEveryLook(page, async (look) => {
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, `import-results-${look}`);
  });

  // The job survives a reload.
  await page.reload();
  await expect(page.getByText('Import complete: 2 rows written')).toBeVisible();

  await page.goto('/clients');
  await page.getByLabel('Search clients').fill(`Import${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Fixed Import${tag}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Good Import${tag}`) })).toBeVisible();
});

test('clients and inventory exported together as one ZIP', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/export');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Export' })).toBeVisible();
  await expect(page.getByText(/records$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(8);
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: /^Clients/ }).check();
  await page.getByRole('checkbox', { name: /^Inventory/ }).check();
  await expect(page.getByText('2 types: one ZIP file')).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `export-choose-${look}`));
  await page.getByRole('button', { name: 'Start Export' }).click();
  const link = page.getByRole('link', { name: `tradeworks_export_${today()}.zip` });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await inEveryLook(page, async (look) => {
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, `export-ready-${look}`);
  });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`tradeworks_export_${today()}.zip`);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual([`clients_export_${today()}.csv`, `inventory_export_${today()}.csv`]);
  expect(strFromU8(files[`clients_export_${today()}.csv`]).split('\r\n')[0]).toContain('firstName');
  expect(strFromU8(files[`inventory_export_${today()}.csv`]).split('\r\n').length).toBeGreaterThan(2);
});
