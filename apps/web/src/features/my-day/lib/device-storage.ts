/** localStorage that never throws (private mode, quota): the page keeps working without it. */
export function readJson<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the in-memory state still works for this visit.
  }
}

/** The prefix of the device copies of a technician's day (clients' addresses and phones). */
export const DAY_COPY_PREFIX = 'tw:my-day:';

/** On sign-out the day copies go; unsent actions (tw:my-day-queue:…) stay for their technician's next visit. */
export function forgetDayCopies(): void {
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(DAY_COPY_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept either.
  }
}
