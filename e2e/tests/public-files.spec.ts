import { expect, test } from '../fixtures';

test('robots.txt is a real robots file and unknown file paths are 404, not the app page (issue 34 item 15)', async ({
  page,
}) => {
  const robots = await page.goto('/robots.txt');
  expect(robots?.status()).toBe(200);
  expect(robots?.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots!.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/$/m);

  for (const file of ['/wp-login.php', '/sitemap.xml', '/.env', '/clients/export.csv']) {
    const res = await page.goto(file);
    expect(res?.status(), file).toBe(404);
    expect(await res!.text(), file).not.toContain('<div id="root"');
  }
  // The app's own routes still open the app.
  const app = await page.goto('/login');
  expect(app?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
