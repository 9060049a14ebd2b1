import { zonedDate, zonedTime } from '@tradeworks/contracts/zone-clock';
import { addDays, zonedInstant } from '../tenant-clock';

/**
 * The organization's quiet hours ("21:00"–"08:00" on its clock, crossing midnight, or a same-day window such
 * as "12:00"–"13:00"). Returns when they end if `now` is inside them, else null: a non-urgent text waits
 * until then. Equal start and end mean no quiet hours.
 */
export function quietHoursEnd(now: Date, zone: string, start: string, end: string): Date | null {
  const from = start.slice(0, 5);
  const to = end.slice(0, 5);
  if (from === to) return null;
  const time = zonedTime(now, zone);
  const today = zonedDate(now, zone);
  const overnight = from > to;
  const inside = overnight ? time >= from || time < to : time >= from && time < to;
  if (!inside) return null;
  // Overnight and already past midnight (e.g. 02:00 with 21:00–08:00): it ends today; before midnight, tomorrow.
  const endDay = overnight && time >= from ? addDays(today, 1) : today;
  return zonedInstant(endDay, to, zone);
}
