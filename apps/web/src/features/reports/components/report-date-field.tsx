import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isLocalDate } from '../lib/local-date';

interface ReportDateFieldProps {
  id: string;
  label: string;
  value: string;
  /** Called with a whole calendar date only: a half-typed date changes nothing. */
  onChange: (date: string) => void;
}

/** One labelled date filter of a report (as-of, from, to). */
export function ReportDateField({ id, label, value, onChange }: ReportDateFieldProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => isLocalDate(e.target.value) && onChange(e.target.value)}
      />
    </div>
  );
}

interface ReportPeriodFieldsProps {
  idPrefix: string;
  fromLabel?: string;
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}

/** The From / To pair of a report over a period. */
export function ReportPeriodFields({
  idPrefix,
  fromLabel = 'From',
  from,
  to,
  onChange,
}: ReportPeriodFieldsProps) {
  return (
    <>
      <ReportDateField
        id={`${idPrefix}-from`}
        label={fromLabel}
        value={from}
        onChange={(d) => onChange({ from: d })}
      />
      <ReportDateField id={`${idPrefix}-to`} label="To" value={to} onChange={(d) => onChange({ to: d })} />
    </>
  );
}
