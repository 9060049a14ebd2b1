import { mkdirSync } from 'node:fs';
import path from 'node:path';
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
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

export const test = base;
export { expect };
