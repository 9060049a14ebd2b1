import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@tradeworks/contracts/money';
import {
  depositAmount,
  depositAmountSchema,
  depositPercentSchema,
  describeDeposit,
  type DepositType,
  type QuoteTotals,
} from '@tradeworks/contracts/quote-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { QuoteFormValues } from '../lib/quote-form-values';

const DEPOSIT_LABELS: Record<DepositType, string> = {
  none: 'No deposit',
  amount: 'Fixed amount',
  percent: 'Percentage of the total',
};

/** Deposit requested on approval: none, a fixed amount ($) or a percentage (%) of the approved total. */
export function QuoteDepositFields() {
  const form = useFormContext<QuoteFormValues>();
  const type = useWatch({ control: form.control, name: 'depositType' });
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="depositType"
        render={({ field }) => (
          <FormField label="Deposit on approval" id="quote-deposit-type">
            <Select
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                form.clearErrors('depositValue');
              }}
            >
              <SelectTrigger id="quote-deposit-type" ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(DEPOSIT_LABELS) as DepositType[]).map((value) => (
                  <SelectItem key={value} value={value}>
                    {DEPOSIT_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      {type !== 'none' && (
        <FormField
          label={type === 'percent' ? 'Deposit (%)' : 'Deposit amount ($)'}
          required
          error={form.formState.errors.depositValue?.message}
        >
          <Input inputMode="decimal" {...form.register('depositValue')} />
        </FormField>
      )}
    </div>
  );
}

/** The deposit the form's values ask for, or null while none or not yet a valid number. */
export function liveDeposit(type: DepositType, value: string, total: string): string | null {
  if (type === 'none') return null;
  const parsed = (type === 'amount' ? depositAmountSchema : depositPercentSchema).safeParse(value);
  return parsed.success ? depositAmount(type, parsed.data, total) : null;
}

/** Under the totals: the optional lines' subtotal, the total with every option, and the deposit. */
export function QuoteOptionTotals({
  totals,
  depositType,
  depositValue,
}: {
  totals: QuoteTotals;
  depositType: DepositType;
  depositValue: string;
}) {
  const deposit = liveDeposit(depositType, depositValue, totals.base.total);
  const rows: Array<[string, string]> = [];
  if (totals.optionsSubtotal !== '0.00' || totals.withAllOptions.total !== totals.base.total) {
    rows.push(
      ['Optional items (not in the total)', formatMoney(totals.optionsSubtotal)],
      ['Total with all options', formatMoney(totals.withAllOptions.total)],
    );
  }
  if (deposit) {
    const how = describeDeposit(depositType, depositValue.trim() || null);
    rows.push([
      depositType === 'percent' ? `Deposit requested (${how} of the total)` : 'Deposit requested',
      formatMoney(deposit),
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm" aria-label="Options and deposit">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
