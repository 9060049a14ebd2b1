import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

// Issue 34 item 18: a technician installs My Day on the phone's home screen.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

async function manifestOf(page: Page, request: APIRequestContext): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return res.json();
}

/** What Chromium would do with the browser's real install event, made by the page's own hand. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = async () => {
      (window as unknown as { prompted: number }).prompted = 1;
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
}

test('install: My Day names a manifest that starts on /my-day with icons and a theme colour; Chromium finds it installable; Install opens the browser dialog', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await page.goto('/my-day');
  await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();

  // The manifest My Day names: its own start URL, the app's icons (192 and 512, a maskable one), the colour.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/my-day.webmanifest');
  const manifest = await manifestOf(page, page.request);
  expect(manifest).toMatchObject({
    start_url: '/my-day',
    scope: '/',
    display: 'standalone',
    short_name: 'My Day',
    theme_color: '#2563eb',
  });
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') {
      const { width, height } = pngSize(await res.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
      sizes.add(`${icon.sizes} ${icon.purpose}`);
    }
  }
  expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2563eb');
  // iOS reads its home-screen icon from apple-touch-icon: 180 × 180, no transparency needed.
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touch = await page.request.get(touchIcon!);
  expect(touch.status()).toBe(200);
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  // Chromium's own verdict: the manifest parses without errors and the page is installable.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(parsed.url).toMatch(/\/my-day\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  // Playwright's contexts are incognito windows, where Chromium never installs: that one reason is the
  // test browser's, any other would be the app's (no manifest, no icon of 144 px or more, no start URL...).
  const reasons = async () =>
    ((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors ?? [])
      .map((e) => e.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(reasons).toEqual([]);
  await cdp.detach();

  // The rest of the app names the office manifest (start URL /).
  await page.goto('/profile');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await manifestOf(page, page.request)).toMatchObject({ start_url: '/', name: 'Tradeworks' });

  // The browser offers to install: My Day says so; Install opens the browser's dialog and the card goes.
  await page.goto('/my-day');
  await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Install My Day' })).toHaveCount(0);
  await offerInstall(page);
  const card = page.getByRole('region', { name: 'Install My Day' });
  await expect(card).toBeVisible();
  // The looks start from light (the technician's saved theme may be dark).
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });
  if (await toLight.isVisible()) await toLight.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await inEveryLook(page, (look) => screenshot(page, `my-day-install-${look}`));
  await card.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(card).toHaveCount(0);

  // "Not now" keeps it away on this device, also after a reload.
  await offerInstall(page);
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();
  await offerInstall(page);
  await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('install: on an iPhone, My Day says how to add it from Safari’s Share menu', async ({ browser }) => {
  const phone = await browser.newContext({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 375, height: 800 },
    hasTouch: true,
  });
  const page = await phone.newPage();
  try {
    await signIn(page, DEMO.member);
    await page.goto('/my-day');
    const card = page.getByRole('region', { name: 'Install My Day' });
    await expect(card).toContainText('tap Share');
    await expect(card).toContainText('Add to Home Screen');
    await expect(card.getByRole('button', { name: 'Install' })).toHaveCount(0);
    await screenshot(page, 'my-day-install-ios-375');
  } finally {
    await phone.close();
  }
});
