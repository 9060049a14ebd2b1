import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'system' || value === 'light' ? value : 'light';
  } catch {
    return 'light';
  }
}

function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

let state: ThemeState = { preference: 'light', resolved: 'light' };
const listeners = new Set<() => void>();

function paint(resolved: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

function update(preference: ThemePreference) {
  const resolved = preference === 'system' ? systemTheme() : preference;
  paint(resolved);
  if (state.preference !== preference || state.resolved !== resolved) {
    state = { preference, resolved };
    listeners.forEach((listener) => listener());
  }
}

/** Sets the theme app-wide and remembers it in local storage under `theme` (default light). */
export function setTheme(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    /* ignore */
  }
  update(preference);
}

/** Call once at start-up: applies the stored theme and follows the OS while the preference is 'system'. */
export function initTheme(): void {
  update(readPreference());
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (state.preference === 'system') update('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) update(readPreference());
  });
}

export function useTheme(): ThemeState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** The personal "compact view" setting: tightens table rows app-wide. */
export function setCompactView(compact: boolean): void {
  document.documentElement.classList.toggle('compact', compact);
}
