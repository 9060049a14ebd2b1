import type { APIRequestContext, Page } from '@playwright/test';
import { zonedDay } from '../org-clock';
import { expect, screenshot } from '../fixtures';

/** Helpers of the scheduling browser tests of issue 34 item 12 (busy days, lanes, touch and keyboard). */
export const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=default`;
export const unique = () => Date.now().toString(36).slice(-5);

/** A weekday `days` ahead on the organization's calendar (YYYY-MM-DD): only this test's jobs are there. */
export function weekdayAhead(days: number): string {
  for (let d = days; ; d++) {
    const day = zonedDay(Date.now() + d * 86_400_000);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
  }
}

export async function post<T = { id: string; jobNumber: string }>(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(api(path), { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

export async function firstClientId(request: APIRequestContext): Promise<string> {
  const clients: Array<{ id: string }> = await (await request.get(api('/api/clients?limit=1'))).json();
  return clients[0].id;
}

/** Screenshots show the calendar itself: the page scrolled so it starts just under the sticky header. */
export async function calendarShot(page: Page, name: string) {
  await page
    .getByTestId('schedule-calendar')
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
  await screenshot(page, name);
}
