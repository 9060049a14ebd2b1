import { expect, test } from 'vitest';
import { SCREENS } from '../../../../e2e/screens';
import { screenPaths } from './route-paths.test-support';
import { routes } from './router';

test('every screen of the router is in the accessibility scan list (e2e/screens.ts)', () => {
  const listed = new Set(SCREENS.map((s) => s.path));
  const missing = screenPaths(routes).filter((path) => !listed.has(path));
  expect(missing, 'add these paths to e2e/screens.ts so the axe scan covers them').toEqual([]);
});

test('the scan list names no path the router does not have', () => {
  const known = new Set(screenPaths(routes));
  expect(SCREENS.map((s) => s.path).filter((path) => !known.has(path))).toEqual([]);
});
