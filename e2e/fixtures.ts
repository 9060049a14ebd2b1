import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO = {
  superAdmin: 'admin@tradeworks.demo',
  owner: 'owner@comfortpro.demo',
  admin: 'office@comfortpro.demo',
  manager: 'manager@comfortpro.demo',
  member: 'tech@comfortpro.demo',
} as const;

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Office roles land on the dashboard, a technician linked to their sign-in on My Day.
  if (redirect) await expect(page).toHaveURL(new RegExp(`${redirect}$`));
  else await expect(page.getByRole('heading', { name: /^(Dashboard|My Day)$/, level: 1 })).toBeVisible();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/**
 * Every browser test fails when a page reports a Content-Security-Policy violation (security finding 6):
 * Chromium logs each refusal to the console, and the page's securitypolicyviolation events are logged too.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Runs `shots(suffix)` in light and dark at 1280 and 375 px, then puts the (saved) theme back to light. */
export async function inEveryLook(page: Page, shots: (suffix: string) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await shots(`${theme}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** axe-core findings of serious or critical impact, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
