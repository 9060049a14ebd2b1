import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/* Issue 34 item 17: a company leaving Jobber imports its client export as it is: the columns are recognised,
 * rows without contact details become clients that "need details", listed and filtered, and completed
 * later; the values no client field takes are kept in the notes. */

const tag = Date.now().toString(36).slice(-6);
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/api/src/modules/data-import/fixtures');

/** The Jobber fixture with names and e-mails made unique to this run (the demo organization is shared). */
function jobberExport(): string {
  return readFileSync(path.join(FIXTURES, 'jobber-clients.csv'), 'utf8')
    .replaceAll('Lopez', `Lopez${tag}`)
    .replaceAll('lopez', `lopez${tag}`)
    .replaceAll('Becker', `Becker${tag}`)
    .replaceAll('Hill Country Dental', `Hill Country Dental ${tag}`);
}

test('a Jobber client export: recognised, contact-less rows imported as "needs details", completed later', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/import');
  await page.getByLabel('CSV files to import').setInputFiles({
    name: `jobber-clients-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(jobberExport(), 'utf8'),
  });
  await expect(page.getByLabel('Column for Billing Street 1')).toHaveValue('address');
  await expect(page.getByLabel('Column for E-mails')).toHaveValue('email');
  await expect(page.getByLabel('Column for J-ID')).toHaveValue('');
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Recognised a Jobber export')).toBeVisible();
  await expect(page.getByText('0 with errors')).toBeVisible();
  await expect(
    page.getByText(/2 clients lack an e-mail, phone, name or address and will be imported/),
  ).toBeVisible();
  await expect(
    page.getByText(/Kept in each client.s notes: J-ID, Display Name, Title, Mobile Phone #s/),
  ).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `import-jobber-checked-${look}`));

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Import complete: 3 rows written')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'complete them' }).click();

  await expect(page).toHaveURL(/needsDetails=true/);
  await expect(page.getByRole('button', { name: 'Needs details' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Search clients').fill(tag);
  const rows = page.getByRole('row').filter({ hasText: 'Needs details' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(`Lopez${tag}`) })).toHaveCount(0);
  await inEveryLook(page, (look) => screenshot(page, `clients-needs-details-${look}`));

  await page.getByRole('link', { name: `View Tom Becker${tag}` }).click();
  await expect(
    page.getByText(/this client was imported without e-mail, address, city, state and ZIP code/),
  ).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `client-needs-details-${look}`));
  await page.getByRole('link', { name: 'Complete details' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`tom-${tag}@example.com`);
  await page.getByRole('combobox', { name: 'Address' }).fill('5 Lamar Blvd');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP Code').fill('78702');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tom Becker${tag}` })).toBeVisible();
  await expect(page.getByText(/this client was imported without/)).toHaveCount(0);
  // The mobile number the export had is the phone; the Jobber id stays in the notes.
  await expect(page.getByText('(737) 555-0101').first()).toBeVisible();

  await page.goto(`/clients?needsDetails=true&search=${tag}`);
  await expect(page.getByRole('row').filter({ hasText: 'Needs details' })).toHaveCount(1);
});
