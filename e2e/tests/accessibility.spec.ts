import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, seriousViolations, test } from '../fixtures';
import { SCREENS, type Screen } from '../screens';

/*
 * axe (WCAG 2.1 A/AA) on every screen of the router, in light and dark at 1280 px and light at 375 px.
 * Any serious or critical violation fails. e2e/screens.ts lists the screens; a web unit test fails when
 * the router gains a path that list lacks.
 */
const LOOKS = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 375 },
] as const;

async function signInAs(page: Page, who: Screen['as']) {
  if (who === 'anonymous') return;
  const email = who === 'owner' ? DEMO.owner : DEMO.superAdmin;
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in as ${email}`).toBe(true);
}

/** Waits until the screen has painted its content (no loading skeletons or busy regions left). */
async function settled(page: Page) {
  await expect(page.locator('#root > *').first()).toBeVisible();
  // Colours mid-transition (theme or hover) are not what a reader sees; scan the settled ones.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const screen of SCREENS) {
  test(`axe: ${screen.path} (${screen.as})`, async ({ page }) => {
    // Three full scans of a long list (clients, equipment) take most of the default minute on a busy machine.
    test.setTimeout(120_000);
    await signInAs(page, screen.as);
    const url = await screen.url(page.request);
    const found: string[] = [];
    for (const look of LOOKS) {
      await page.setViewportSize({ width: look.width, height: 800 });
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), look.theme);
      await page.goto(url);
      await settled(page);
      for (const line of await seriousViolations(page)) found.push(`${look.theme} ${look.width}px: ${line}`);
    }
    expect(found).toEqual([]);
  });
}
