import { useState, type ComponentProps } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useInventoryOptions, useServiceOptions } from '../api/search-catalogue';
import { formatCurrency } from '@/lib/format-money';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface CatalogueChoice {
  id: string;
  name: string;
  /** basePrice of a service, unitPrice of a part */
  price: string;
}

interface CataloguePickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'onSelect'> {
  kind: 'service' | 'inventory';
  value: string | null;
  selectedLabel: string;
  onChange: (choice: CatalogueChoice) => void;
}

/** Picks an active service (name, basePrice) or an active part (name, unitPrice) for a line. */
export function CataloguePicker({ kind, value, selectedLabel, onChange, ...props }: CataloguePickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const services = useServiceOptions(debounced, kind === 'service');
  const parts = useInventoryOptions(debounced, kind === 'inventory');
  const query = kind === 'service' ? services : parts;
  const choices: CatalogueChoice[] =
    kind === 'service'
      ? (services.data?.items ?? []).map((s) => ({ id: s.id, name: s.name, price: s.basePrice }))
      : (parts.data?.items ?? []).map((p) => ({ id: p.id, name: p.name, price: p.unitPrice }));
  const noun = kind === 'service' ? 'services' : 'parts';

  return (
    <Combobox
      {...props}
      value={value}
      selectedLabel={selectedLabel}
      placeholder={kind === 'service' ? 'Select a service' : 'Select a part'}
      searchPlaceholder={`Search ${noun}...`}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching}
      emptyText={query.isError ? `Failed to load ${noun}.` : `No active ${noun} found.`}
      options={choices.map((choice) => ({
        value: choice.id,
        label: choice.name,
        description: formatCurrency(choice.price),
      }))}
      onSelect={(option) => {
        const choice = choices.find((c) => c.id === option.value);
        if (choice) onChange(choice);
      }}
    />
  );
}
