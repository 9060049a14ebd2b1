import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueGroup, RevenuePeriod } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { periodLabel } from '../lib/period-label';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const GROUP_AXIS: Record<RevenueGroup, string> = { day: 'Day', week: 'Week starting', month: 'Month' };

/**
 * Invoiced before tax against collected, one pair of bars per period (SVG, colours from the theme so light
 * and dark both read). A picture only: the table below it holds the same numbers for screen readers, so the
 * figure carries a summary as its name. Amounts become numbers here for drawing, never for sums. No animation:
 * the bars are there when the page is (printing, screenshots, reduced motion).
 */
export function RevenueChart({ periods, groupBy }: { periods: RevenuePeriod[]; groupBy: RevenueGroup }) {
  const data = periods.map((p) => ({
    label: periodLabel(p.start, groupBy),
    invoiced: Number(p.invoicedSubtotal),
    collected: Number(p.collected),
  }));
  return (
    <figure
      role="img"
      aria-label={`Bar chart of invoiced before tax and collected per ${groupBy}; the table below has the numbers.`}
      className="h-72 w-full text-xs sm:h-80"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 24, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="label"
            tick={{ fill: 'var(--muted-foreground)' }}
            stroke="var(--border)"
            minTickGap={12}
            label={{
              value: GROUP_AXIS[groupBy],
              position: 'bottom',
              offset: 4,
              fill: 'var(--muted-foreground)',
            }}
          />
          <YAxis
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fill: 'var(--muted-foreground)' }}
            stroke="var(--border)"
            width={56}
            label={{ value: 'Amount', angle: -90, position: 'insideLeft', fill: 'var(--muted-foreground)' }}
          />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            contentStyle={{
              background: 'var(--popover)',
              borderColor: 'var(--border)',
              color: 'var(--popover-foreground)',
            }}
            cursor={{ fill: 'var(--muted)' }}
          />
          <Legend verticalAlign="top" height={28} itemSorter={null} />
          <Bar
            dataKey="invoiced"
            name="Invoiced before tax"
            fill="var(--primary)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="collected"
            name="Collected"
            fill="var(--success)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
