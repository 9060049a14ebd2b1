import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { warrantyState } from '@tradeworks/contracts/equipment';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';

/**
 * A unit's warranty at a glance (the later of parts and labour decides), on the organization's today:
 * "Warranty to May 14, 2029", "Warranty ends Dec 1, 2026" (within 90 days), "Warranty expired", or nothing.
 */
export function WarrantyBadge({
  unit,
}: {
  unit: { warrantyPartsEnds: string | null; warrantyLabourEnds: string | null };
}) {
  const { timeZone } = useOrganizationClock();
  const { state, ends } = warrantyState(unit, todayIn(timeZone));
  if (state === 'none') return null;
  if (state === 'expired')
    return (
      <Badge variant="secondary" title={`Ended ${formatDate(ends)}`}>
        <ShieldOff aria-hidden="true" />
        Warranty expired
      </Badge>
    );
  if (state === 'ending')
    return (
      <Badge variant="warning">
        <ShieldAlert aria-hidden="true" />
        Warranty ends {formatDate(ends)}
      </Badge>
    );
  return (
    <Badge variant="success">
      <ShieldCheck aria-hidden="true" />
      Warranty to {formatDate(ends)}
    </Badge>
  );
}
