import type { MyDayJob } from '@tradeworks/contracts/my-day';

/**
 * A maps link that opens the device's maps app: Google's universal maps URL opens the Google Maps app on
 * Android and iOS when installed, else the maps website. The address goes first (what the client gave us),
 * coordinates when there is no address.
 */
export function mapsUrl(job: Pick<MyDayJob, 'address' | 'latitude' | 'longitude'>): string | null {
  const query =
    job.address?.trim() || (job.latitude && job.longitude ? `${job.latitude},${job.longitude}` : '');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** tel: keeps the digits and a leading +. */
export function telUrl(phone: string | null): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return digits ? `tel:${digits}` : null;
}

/** "9:00 AM" in the tenant's time zone. */
export function timeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** The time the technician should keep to: the promised window, else the planned arrival, else the booking. */
export function visitTime(job: MyDayJob, timeZone: string): string {
  if (job.windowStart && job.windowEnd)
    return `Window ${timeIn(job.windowStart, timeZone)} – ${timeIn(job.windowEnd, timeZone)}`;
  if (job.plannedArrival) return `Arrive ${timeIn(job.plannedArrival, timeZone)}`;
  return `Scheduled ${timeIn(job.scheduledDate, timeZone)}`;
}
