import { useEffect } from 'react';
import type { ServiceLocation } from '@tradeworks/contracts/service-locations';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useLocations } from '../api/list-locations';

interface LocationSelectProps {
  id?: string;
  clientId: string;
  /** The chosen location id; '' for the client's default. */
  value: string;
  onChange: (location: ServiceLocation) => void;
  /** When no location is chosen yet, choose the client's default once its locations load. */
  pickDefault?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The client's active service locations (the default first): the pickers of units, jobs, quotes and invoices. */
export function LocationSelect({ id, clientId, value, onChange, pickDefault, ...aria }: LocationSelectProps) {
  const locations = useLocations(clientId, { enabled: Boolean(clientId) });
  const items = locations.data?.items ?? [];
  const first = items[0];
  useEffect(() => {
    if (pickDefault && !value && first) onChange(first);
  }, [pickDefault, value, first, onChange]);

  return (
    <Select
      value={value}
      disabled={!clientId}
      onValueChange={(next) => {
        const location = items.find((l) => l.id === next);
        if (location) onChange(location);
      }}
    >
      {/* Size containment: a long address is cut short instead of widening the form past a phone's screen. */}
      <SelectTrigger id={id} className="[contain:inline-size]" {...aria}>
        <SelectValue
          placeholder={
            !clientId
              ? 'Select a client first'
              : locations.isPending
                ? 'Loading locations…'
                : 'Select a location'
          }
        />
      </SelectTrigger>
      <SelectContent>
        {items.map((location) => (
          <SelectItem key={location.id} value={location.id}>
            {location.name}
            {location.address ? ` — ${location.address}` : ''}
            {location.isDefault ? ' (default)' : ''}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
