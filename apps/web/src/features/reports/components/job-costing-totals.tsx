import type { JobCostingReport } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Every matching job added up: revenue, parts, labour, margin and margin %. */
export function JobCostingTotals({ totals }: { totals: JobCostingReport['totals'] }) {
  const figures = [
    { key: 'jobs', label: 'Jobs', value: String(totals.jobCount) },
    { key: 'revenue', label: 'Revenue before tax', value: formatMoney(totals.revenue) },
    { key: 'parts', label: 'Parts', value: formatMoney(totals.partsCost) },
    { key: 'labour', label: `Labour (${totals.labourHours} h)`, value: formatMoney(totals.labourCost) },
    { key: 'margin', label: 'Margin', value: formatMoney(totals.margin) },
    { key: 'percent', label: 'Margin %', value: totals.marginPercent ? `${totals.marginPercent}%` : '—' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((f) => (
        <Card key={f.key} className={cn('p-4', f.key === 'margin' && 'bg-primary/5')}>
          <dt className="text-sm font-medium text-muted-foreground">{f.label}</dt>
          <dd className="mt-1 truncate text-lg font-semibold tabular-nums" data-total={f.key}>
            {f.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
