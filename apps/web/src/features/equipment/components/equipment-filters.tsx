import { EQUIPMENT_TYPES, EQUIPMENT_TYPE_LABELS } from '@tradeworks/contracts/equipment';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

interface EquipmentFiltersProps {
  type: string;
  warrantyDays: string;
  pastLife: boolean;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Type, "warranty ends within N days" and "older than expected life" (the replacement candidates). */
export function EquipmentFilters({ type, warrantyDays, pastLife, onChange }: EquipmentFiltersProps) {
  return (
    <>
      <Select value={type || 'all'} onValueChange={(value) => onChange({ type: value, offset: null })}>
        <SelectTrigger className="sm:w-44" aria-label="Filter by type">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All types</SelectItem>
          {EQUIPMENT_TYPES.map((t) => (
            <SelectItem key={t} value={t}>
              {EQUIPMENT_TYPE_LABELS[t]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex items-center gap-2">
        <Label htmlFor="warranty-days" className="whitespace-nowrap">
          Warranty ends within
        </Label>
        <Input
          id="warranty-days"
          type="number"
          min={0}
          max={3650}
          inputMode="numeric"
          placeholder="days"
          className="w-24"
          value={warrantyDays}
          onChange={(e) => onChange({ warrantyDays: e.target.value, offset: null })}
        />
        <span className="text-sm text-muted-foreground">days</span>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="past-life"
          checked={pastLife}
          onCheckedChange={(checked) => onChange({ pastLife: checked ? 'true' : null, offset: null })}
        />
        <Label htmlFor="past-life" className="whitespace-nowrap">
          Older than expected life
        </Label>
      </div>
    </>
  );
}
