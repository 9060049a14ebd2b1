import { AGING_BUCKETS, AGING_BUCKET_LABELS, type AgingReport } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The five buckets and the total owed on the date, every client added up. */
export function AgingBuckets({ totals }: { totals: AgingReport['totals'] }) {
  const figures = [
    ...AGING_BUCKETS.map((key) => ({ key, label: AGING_BUCKET_LABELS[key], value: totals[key] })),
    { key: 'total', label: 'Total owed', value: totals.total },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((f) => (
        <Card key={f.key} className={cn('p-4', f.key === 'total' && 'bg-primary/5')}>
          <dt className="text-sm font-medium text-muted-foreground">
            {f.key === 'current' || f.key === 'total' ? f.label : `${f.label} days`}
          </dt>
          <dd className="mt-1 truncate text-lg font-semibold tabular-nums" data-bucket={f.key}>
            {formatMoney(f.value)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
