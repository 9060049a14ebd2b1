import { useState, type ComponentProps } from 'react';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import { formatMoney } from '@tradeworks/contracts/money';
import { Combobox } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInventoryList } from '../api/get-inventory';

interface PartPickerProps extends Omit<ComponentProps<'button'>, 'onSelect' | 'value'> {
  /** The linked item's id, if any. */
  value: string | null | undefined;
  /** What the button shows for the current choice (the line's stored name). */
  selectedLabel?: string;
  onSelect: (item: InventoryItem) => void;
  /** Which price the options show: a sale (unit price) or a purchase (cost). */
  price?: 'unitPrice' | 'cost';
}

const PICKER_SIZE = 20;

/**
 * THE part picker: every place a part is chosen (quote and invoice lines, purchase-order lines, service
 * components) uses this one, so the search (name, SKU or category, on the server — usable with thousands of
 * parts), what an option shows (name, SKU, stock, price) and the keyboard (type to search, arrows, Enter
 * picks, Escape closes; ui/combobox) are the same everywhere. Only active parts can be chosen.
 * The button takes the field's id and aria props (FormField).
 */
export function PartPicker({
  value,
  selectedLabel,
  onSelect,
  price = 'unitPrice',
  ...button
}: PartPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const parts = useInventoryList(
    { status: 'active', search: search || undefined, limit: PICKER_SIZE },
    // Fetched once the user starts (typing opens the list with the first character).
    { enabled: open || text !== '' },
  );
  const items = parts.data?.items ?? [];

  return (
    <Combobox
      {...button}
      value={value}
      selectedLabel={selectedLabel || 'Selected part'}
      placeholder="Select a part"
      searchPlaceholder="Search parts..."
      search={text}
      onSearchChange={setText}
      onOpenChange={setOpen}
      // Still typing (debounce) counts as loading: Enter then waits for the results of what was typed.
      loading={parts.isFetching || text.trim() !== search}
      emptyText={parts.isError ? 'Failed to load parts.' : 'No active parts found.'}
      options={items.map((item) => ({
        value: item.id,
        label: item.name,
        description: (
          <span className="flex justify-between gap-3">
            <span className="truncate">
              {[item.sku, `${item.currentStock} in stock`].filter(Boolean).join(' · ')}
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(item[price])}</span>
          </span>
        ),
      }))}
      onSelect={(option) => {
        const item = items.find((i) => i.id === option.value);
        if (item) onSelect(item);
        setText('');
      }}
    />
  );
}
