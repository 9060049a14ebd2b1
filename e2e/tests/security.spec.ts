import { DEMO, expect, signIn, test } from '../fixtures';

/** Security finding 6 and 5 in the browser: every screen runs under the CSP; sign-out is a POST. */
test.describe('security in the browser', () => {
  test('every main screen loads under the Content-Security-Policy without a violation', async ({
    page,
    cspViolations,
  }) => {
    const document = await page.goto('/login');
    const headers = document!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    await signIn(page, DEMO.owner);
    for (const [path, heading] of [
      ['/clients', /Clients/],
      ['/quotes', /Quotes/],
      ['/invoices', /Invoices/],
      ['/services', /Service/],
      ['/inventory', /Inventory/],
      ['/purchase-orders', /Purchase Orders/],
      ['/settings', /Settings/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
    // The theme bootstrap is a file now (no inline script), served as JavaScript.
    const themeScript = await page.request.get('/theme-init.js');
    expect(themeScript.status()).toBe(200);
    expect(themeScript.headers()['content-type']).toContain('javascript');
    expect(cspViolations).toEqual([]);
  });

  test('Log out signs out with a POST, and another site cannot sign you out with a link', async ({
    page,
  }) => {
    await signIn(page, DEMO.member);
    // A cross-site navigation to the spec's GET /api/logout leaves the session alone.
    const crossSite = await page.request.get('/api/logout', {
      headers: { 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(302);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect((await logout).method()).toBe('POST');
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
