import { cn } from '@/lib/utils';
import { DEVICE_TIME_ZONE } from '@/lib/organization-clock';

/** Under a screen's toolbar when this device's clock is in another zone than the organization's. */
export function TimeZoneNote({ timeZone, className }: { timeZone: string | null; className?: string }) {
  if (!timeZone || timeZone === DEVICE_TIME_ZONE) return null;
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      Times are shown in the organization&apos;s time zone, {timeZone} (this device: {DEVICE_TIME_ZONE}).
    </p>
  );
}
