import { Badge } from '@/components/ui/badge';
import {
  BILLING_CLASSES,
  HEALTH_CLASSES,
  PLAN_CLASSES,
  STATUS_CLASSES,
  UNKNOWN_CLASSES,
  capitalize,
} from '../lib/labels';

export function PlanBadge({ plan }: { plan: string }) {
  return <Badge className={PLAN_CLASSES[plan] ?? UNKNOWN_CLASSES}>{capitalize(plan)}</Badge>;
}

export function TenantStatusBadge({ status }: { status: string }) {
  return <Badge className={STATUS_CLASSES[status] ?? UNKNOWN_CLASSES}>{capitalize(status)}</Badge>;
}

export function BillingStatusBadge({ status }: { status: string }) {
  return <Badge className={BILLING_CLASSES[status] ?? UNKNOWN_CLASSES}>{capitalize(status)}</Badge>;
}

/** healthy, warning, critical — anything else reads 'unknown' (spec part 2, monitoring). */
export function HealthBadge({ status }: { status: string | undefined }) {
  const known = status ? HEALTH_CLASSES[status] : undefined;
  return <Badge className={known ?? UNKNOWN_CLASSES}>{known ? capitalize(status!) : 'Unknown'}</Badge>;
}
