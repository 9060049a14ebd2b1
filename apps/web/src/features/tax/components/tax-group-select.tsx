import type { TaxGroup } from '@tradeworks/contracts/tax';
import { formatTaxRate } from '@tradeworks/contracts/display-format';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTaxGroups } from '../api/list-tax-groups';

const NONE = 'none';

/** "Austin — 8.25%", or the name alone when it already says its rate ("Austin (8.25%)"). */
export function taxGroupLabel(group: Pick<TaxGroup, 'name' | 'rate'>): string {
  const rate = formatTaxRate(group.rate);
  return group.name.includes(rate) ? group.name : `${group.name} — ${rate}`;
}

interface TaxGroupSelectProps {
  id?: string;
  /** The chosen group's id; '' for none. */
  value: string;
  onChange: (groupId: string, group: TaxGroup | null) => void;
  /** What "no group" means where the select is (a single rate, the client's group…). */
  noneLabel: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The organization's tax groups (the default marked) and a "none" choice whose meaning the caller names. */
export function TaxGroupSelect({ id, value, onChange, noneLabel, ...aria }: TaxGroupSelectProps) {
  const groups = useTaxGroups();
  const items = groups.data ?? [];
  return (
    <Select
      value={value || NONE}
      onValueChange={(next) => {
        const group = items.find((g) => g.id === next) ?? null;
        onChange(group ? group.id : '', group);
      }}
    >
      <SelectTrigger id={id} className="[contain:inline-size]" {...aria}>
        <SelectValue placeholder={groups.isPending ? 'Loading tax groups…' : noneLabel} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{noneLabel}</SelectItem>
        {items.map((group) => (
          <SelectItem key={group.id} value={group.id}>
            {taxGroupLabel(group)}
            {group.isDefault ? ' (default)' : ''}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
