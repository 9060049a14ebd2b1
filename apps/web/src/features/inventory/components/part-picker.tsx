import { useState, type ComponentProps } from 'react';
import { Check, ChevronsUpDown, Loader2 } from 'lucide-react';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatCurrency } from '@/lib/format-money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useInventoryList } from '../api/get-inventory';

interface PartPickerProps extends Omit<ComponentProps<typeof Button>, 'onSelect' | 'value'> {
  /** The linked item's id, if any. */
  value: string | null | undefined;
  /** What the trigger shows for the current choice (the line's stored name). */
  selectedLabel?: string;
  onSelect: (item: InventoryItem) => void;
  /** Which price the options show: a sale (unit price) or a purchase (cost). */
  price?: 'unitPrice' | 'cost';
}

/**
 * Chooses one of the tenant's active parts, searched on the server (name, SKU or category), so it stays
 * usable with thousands of parts. The trigger takes the field's id and aria props (FormField).
 */
export function PartPicker({
  value,
  selectedLabel,
  onSelect,
  price = 'unitPrice',
  className,
  ...trigger
}: PartPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const parts = useInventoryList(
    { status: 'active', search: search || undefined, limit: 20 },
    { enabled: open },
  );

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          className={cn(
            'w-full justify-between px-3 font-normal',
            !value && 'text-muted-foreground',
            className,
          )}
          {...trigger}
        >
          <span className="truncate">{value ? selectedLabel || 'Selected part' : 'Select a part…'}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="grid gap-2">
        <Input
          aria-label="Search parts"
          placeholder="Search name, SKU or category…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        <div role="group" aria-label="Active parts" className="max-h-64 overflow-y-auto">
          {parts.isPending ? (
            <p className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading parts…
            </p>
          ) : parts.isError ? (
            <p className="p-2 text-sm text-destructive">Failed to load inventory data. Please try again.</p>
          ) : parts.data.items.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">No active parts match.</p>
          ) : (
            parts.data.items.map((item) => (
              <button
                key={item.id}
                type="button"
                className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                onClick={() => {
                  onSelect(item);
                  setOpen(false);
                  setText('');
                }}
              >
                <Check
                  className={cn('mt-0.5 size-4 shrink-0', item.id === value ? 'opacity-100' : 'opacity-0')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {[item.sku, `${item.currentStock} in stock`].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{formatCurrency(item[price])}</span>
              </button>
            ))
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
