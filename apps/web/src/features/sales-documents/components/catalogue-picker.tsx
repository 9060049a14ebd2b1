import { useState, type ComponentProps } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { Combobox } from '@/components/ui/combobox';
import { PartPicker } from '@/features/inventory/public';
import { useServiceOptions } from '../api/search-catalogue';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface CatalogueChoice {
  id: string;
  name: string;
  /** basePrice of a service, unitPrice of a part */
  price: string;
  /** Whether the service or part is taxed (a line takes it unless changed). */
  taxable: boolean;
}

interface CataloguePickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'onSelect'> {
  kind: 'service' | 'inventory';
  value: string | null;
  selectedLabel: string;
  onChange: (choice: CatalogueChoice) => void;
}

/**
 * Picks an active service (name, basePrice) or an active part (name, unitPrice) for a line. Parts are
 * chosen with the one PartPicker every part field uses; both share the Combobox keyboard.
 */
export function CataloguePicker({ kind, ...props }: CataloguePickerProps) {
  if (kind === 'inventory') {
    const { onChange, ...button } = props;
    return (
      <PartPicker
        {...button}
        onSelect={(part) =>
          onChange({ id: part.id, name: part.name, price: part.unitPrice, taxable: part.taxable })
        }
      />
    );
  }
  return <ServicePicker {...props} />;
}

function ServicePicker({ value, selectedLabel, onChange, ...props }: Omit<CataloguePickerProps, 'kind'>) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const services = useServiceOptions(debounced, true);
  const choices: CatalogueChoice[] = (services.data?.items ?? []).map((s) => ({
    id: s.id,
    name: s.name,
    price: s.basePrice,
    taxable: s.taxable,
  }));

  return (
    <Combobox
      {...props}
      value={value}
      selectedLabel={selectedLabel}
      placeholder="Select a service"
      searchPlaceholder="Search services..."
      search={search}
      onSearchChange={setSearch}
      loading={services.isFetching || search.trim() !== debounced}
      emptyText={services.isError ? 'Failed to load services.' : 'No active services found.'}
      options={choices.map((choice) => ({
        value: choice.id,
        label: choice.name,
        description: formatMoney(choice.price),
      }))}
      onSelect={(option) => {
        const choice = choices.find((c) => c.id === option.value);
        if (choice) onChange(choice);
      }}
    />
  );
}
