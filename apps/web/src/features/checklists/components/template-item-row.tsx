import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { CHECKLIST_ITEM_KINDS, CHECKLIST_ITEM_KIND_LABELS } from '@tradeworks/contracts/checklists';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ItemDraft } from '../lib/template-draft';

interface TemplateItemRowProps {
  item: ItemDraft;
  index: number;
  count: number;
  /** Messages of this item by field (label, kind, unit, min, max, choices). */
  errors: Record<string, string | undefined>;
  onChange: (item: ItemDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** One item of a template: what is asked, how it is answered, whether it is required, and its order. */
export function TemplateItemRow({
  item,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: TemplateItemRowProps) {
  const n = index + 1;
  const id = (field: string) => `item-${item.key}-${field}`;
  const set = (patch: Partial<ItemDraft>) => onChange({ ...item, ...patch });
  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};
  return (
    <li className="grid gap-3 rounded-md border p-3" aria-label={`Item ${n}`}>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="grid gap-1">
          <Label htmlFor={id('label')}>Question (item {n})</Label>
          <Input
            id={id('label')}
            value={item.label}
            maxLength={200}
            onChange={(e) => set({ label: e.target.value })}
            {...invalid('label')}
          />
          <FieldError id={`${id('label')}-error`} message={errors.label} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={id('kind')}>Answer (item {n})</Label>
          <select
            id={id('kind')}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={item.kind}
            onChange={(e) => set({ kind: e.target.value as ItemDraft['kind'] })}
          >
            {CHECKLIST_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {CHECKLIST_ITEM_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {item.kind === 'number' && (
        <div className="grid grid-cols-3 gap-3">
          {(['unit', 'min', 'max'] as const).map((field) => (
            <div key={field} className="grid gap-1">
              <Label htmlFor={id(field)}>
                {field === 'unit' ? 'Unit' : field === 'min' ? 'Expected low' : 'Expected high'}
              </Label>
              <Input
                id={id(field)}
                value={item[field]}
                inputMode={field === 'unit' ? 'text' : 'decimal'}
                maxLength={20}
                onChange={(e) => set({ [field]: e.target.value })}
                {...invalid(field)}
              />
              <FieldError id={`${id(field)}-error`} message={errors[field]} />
            </div>
          ))}
        </div>
      )}
      {item.kind === 'choice' && (
        <div className="grid gap-1">
          <Label htmlFor={id('choices')}>Choices (one per line)</Label>
          <Textarea
            id={id('choices')}
            rows={3}
            value={item.choices}
            onChange={(e) => set({ choices: e.target.value })}
            {...invalid('choices')}
          />
          <FieldError id={`${id('choices')}-error`} message={errors.choices} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={item.required}
            onChange={(e) => set({ required: e.target.checked })}
          />
          Required before Complete
        </label>
        <span className="flex-1" />
        <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
          <span className="sr-only">Move item {n} up</span>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
          <span className="sr-only">Move item {n} down</span>
        </Button>
        <Button type="button" variant="ghost" size="icon" disabled={count === 1} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <span className="sr-only">Remove item {n}</span>
        </Button>
      </div>
    </li>
  );
}
