import { DEMO, expect, signIn, test } from '../fixtures';

/* Issue 33: a search past the count's bound (1,000 matches) says "more than 1000" and its pager still walks the
 * pages to the last, where the count is exact again. 1,050 clients of one made-up surname are imported first. */

const tag = Date.now().toString(36).slice(-6);
const surname = `Pgr${tag}`;
const ROWS = 1050;

function csv(): string {
  const lines = ['firstName,lastName,email,phone,address,city,state,zipCode'];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `Row${String(i).padStart(4, '0')},${surname},pgr${i}-${tag}@example.com,(512) 555-0100,${i} Main St,Austin,TX,78704`,
    );
  return lines.join('\n');
}

test('a bounded total says "more than 1000" and the pager walks on to the exact last page', async ({
  page,
}) => {
  // The embedded database writes 1,050 clients with their audit entries: seconds, more on a loaded machine.
  test.setTimeout(240_000);
  await signIn(page, DEMO.owner);
  await page.goto('/import');
  await page.getByLabel('CSV files to import').setInputFiles({
    name: `pager-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(), 'utf8'),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByRole('button', { name: 'Import 1,050 rows' }).click({ timeout: 60_000 });
  await expect(page.getByText('Import complete: 1,050 rows written')).toBeVisible({ timeout: 150_000 });

  await page.goto(`/clients?search=${surname.toLowerCase()}`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Showing 1–50 of more than 1000 clients')).toBeVisible();
  await expect(page.getByRole('link', { name: `Row0000 ${surname}`, exact: true })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Showing 51–100 of more than 1000 clients')).toBeVisible();
  await expect(page).toHaveURL(/offset=50/);
  await expect(page.getByRole('link', { name: `Row0050 ${surname}`, exact: true })).toBeVisible();

  // Twenty pages on: the page's end (1,050) moves the bound past the last match, so the total is exact.
  await page.goto(`/clients?search=${surname.toLowerCase()}&offset=950`);
  await expect(pager.getByText('Showing 951–1000 of more than 1000 clients')).toBeVisible();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Showing 1001–1050 of 1050 clients')).toBeVisible();
  await expect(page.getByRole('link', { name: `Row1049 ${surname}`, exact: true })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('Showing 951–1000 of more than 1000 clients')).toBeVisible();
});
