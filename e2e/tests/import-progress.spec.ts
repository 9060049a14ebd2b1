import type { Page, Response } from '@playwright/test';
import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/* Issue 34 item 14: a large import shows the server's own row counts while it checks and while it commits
 * (it stayed at "0 of 5,000" until the end), and phone and ZIP follow one rule in the form and in import. */

// Large enough that checking it takes several of the page's 400 ms polls even on a fast machine.
const ROWS = 10000;
const tag = Date.now().toString(36).slice(-6);

function bigFile(): string {
  const lines = ['firstName,lastName,email,phone,address,city,state,zipCode'];
  for (let i = 0; i < ROWS; i++)
    lines.push(`Row${i},Bulk${tag},bulk${i}-${tag}@example.com,(512) 555-0100,${i} Main St,Austin,TX,78704`);
  return lines.join('\n');
}

/** Every import job the page polled, in order. */
function recordPolls(page: Page): ImportJob[] {
  const seen: ImportJob[] = [];
  page.on('response', (res: Response) => {
    if (
      /\/api\/imports\/[0-9a-f-]{36}$/.test(new URL(res.url()).pathname) &&
      res.request().method() === 'GET'
    )
      res.json().then(
        (job: ImportJob) => seen.push(job),
        () => undefined,
      );
  });
  return seen;
}

test('a 10,000-row import reports rows checked and written while it runs', async ({ page }) => {
  // The embedded database writes 10,000 clients in one transaction: a minute or more on a loaded machine.
  test.setTimeout(420_000);
  await signIn(page, DEMO.owner);
  const polls = recordPolls(page);
  await page.goto('/import');
  await page.getByLabel('CSV files to import').setInputFiles({
    name: `bulk-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(bigFile(), 'utf8'),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  // The dry run: rows checked of the file's rows, as the server counts them.
  await expect(page.getByText(/^Checking rows… [\d,]+ of 10,000 checked/)).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `import-progress-checking-${look}`));
  await expect(page.getByRole('button', { name: 'Import 10,000 rows' })).toBeVisible({ timeout: 60_000 });
  const checking = polls.filter((j) => j.status === 'validating' && j.rowsRead > 0 && j.rowsRead < ROWS);
  expect(checking.length).toBeGreaterThan(0);
  expect(checking.every((j) => j.totalRows === ROWS)).toBe(true);

  await page.getByRole('button', { name: 'Import 10,000 rows' }).click();
  await expect(page.getByText(/^Checking rows before writing… [\d,]+ of 10,000 checked/)).toBeVisible();
  await expect(page.getByText('Import complete: 10,000 rows written')).toBeVisible({ timeout: 300_000 });
  const committing = polls.filter(
    (j) => j.status === 'committing' && j.phase === 'checking' && j.rowsRead > 0 && j.rowsRead < ROWS,
  );
  expect(committing.length).toBeGreaterThan(0);
});

test('phone and ZIP: the client form and import refuse "not-a-phone" and "ABCDE" alike', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/clients/new');
  await page.getByLabel('First Name').fill('Rule');
  await page.getByLabel('Last Name').fill(`Check${tag}`);
  await page.getByLabel('Email').fill(`rule-${tag}@example.com`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('not-a-phone');
  await page.getByRole('combobox', { name: 'Address' }).fill('1 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP Code').fill('ABCDE');
  await page.getByRole('button', { name: /^(Create|Save)/ }).click();
  await expect(page.getByText('Enter a phone number like (512) 555-0142')).toBeVisible();
  await expect(page.getByText(/Enter a ZIP code like 78704/)).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `client-form-phone-zip-${look}`));

  await page.goto('/import');
  await page.getByLabel('CSV files to import').setInputFiles({
    name: `rule-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'firstName,lastName,email,phone,address,city,state,zipCode',
        `Rule,Check${tag},rule-${tag}@example.com,not-a-phone,1 Main St,Austin,TX,ABCDE`,
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row', { name: /2\s+phone\s+Enter a phone number/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /2\s+zipCode\s+Enter a ZIP code/ })).toBeVisible();
});
