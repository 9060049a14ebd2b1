import { createContext, useContext, type ReactNode } from 'react';
import { isTimeZone } from '@tradeworks/contracts/zone-clock';

const PortalClock = createContext('UTC');

/**
 * The organization's IANA zone for every time the portal shows (GET /branding names it; the app loads the
 * brand before any page). A name this browser does not know falls back to UTC, as the server does.
 */
export function PortalClockProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return (
    <PortalClock.Provider value={isTimeZone(timeZone) ? timeZone : 'UTC'}>{children}</PortalClock.Provider>
  );
}

export const usePortalTimeZone = (): string => useContext(PortalClock);
