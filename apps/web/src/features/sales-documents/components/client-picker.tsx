import { useState, type ComponentProps } from 'react';
import type { Client } from '@tradeworks/contracts/clients';
import { Combobox } from '@/components/ui/combobox';
import { useClientOptions } from '../api/search-clients';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface ClientPickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'onSelect'> {
  value: string;
  selectedLabel: string;
  onChange: (client: Client) => void;
}

/** Searchable client select (GET /api/clients?search=); id / aria props reach the trigger for its label. */
export function ClientPicker({ value, selectedLabel, onChange, ...props }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const clients = useClientOptions(debounced);
  const byId = new Map((clients.data?.items ?? []).map((client) => [client.id, client]));

  return (
    <Combobox
      {...props}
      value={value || null}
      selectedLabel={selectedLabel}
      placeholder="Select a client"
      searchPlaceholder="Search clients..."
      search={search}
      onSearchChange={setSearch}
      loading={clients.isFetching || search.trim() !== debounced}
      emptyText={clients.isError ? 'Failed to load clients.' : 'No clients found.'}
      options={(clients.data?.items ?? []).map((client) => ({
        value: client.id,
        label: client.name,
        description: [client.email, client.phone].filter(Boolean).join(' · ') || undefined,
      }))}
      onSelect={(option) => {
        const client = byId.get(option.value);
        if (client) onChange(client);
      }}
    />
  );
}
