import { Badge } from '@/components/ui/badge';
import { HEALTH_VARIANT, PLAN_VARIANT, STATUS_VARIANT, capitalize } from '../lib/labels';

export function PlanBadge({ plan }: { plan: string }) {
  return <Badge variant={PLAN_VARIANT[plan] ?? 'secondary'}>{capitalize(plan)}</Badge>;
}

export function TenantStatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANT[status] ?? 'outline'}>{capitalize(status)}</Badge>;
}

/** healthy, warning, critical — anything else reads 'unknown' (spec part 2, monitoring). */
export function HealthBadge({ status }: { status: string | undefined }) {
  const known = status && HEALTH_VARIANT[status];
  return <Badge variant={known || 'outline'}>{known ? capitalize(status!) : 'Unknown'}</Badge>;
}
