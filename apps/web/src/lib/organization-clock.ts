import { useCurrentUser } from './current-user';
import { isTimeZone } from '@tradeworks/contracts/zone-clock';

/** The zone of this device's clock (the browser's). */
export const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface OrganizationClock {
  /** The active organization's IANA zone: office screens show and take times on this clock. */
  timeZone: string;
  /** Whether this device's clock is in another zone — then screens say which zone their times are in. */
  differsFromDevice: boolean;
}

/**
 * The organization's clock, from the signed-in user (GET /api/auth/user names the active organization's
 * `timezone` setting; the shell has loaded it before any screen renders). An unknown zone name falls back to
 * UTC, as the server does.
 */
export function useOrganizationClock(): OrganizationClock {
  const zone = useCurrentUser().data?.activeTenant?.timeZone;
  const timeZone = zone && isTimeZone(zone) ? zone : 'UTC';
  return { timeZone, differsFromDevice: timeZone !== DEVICE_TIME_ZONE };
}
