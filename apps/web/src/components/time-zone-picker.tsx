import { useMemo, useState, type ComponentProps } from 'react';
import { isIanaTimeZone } from '@tradeworks/contracts/zone-clock';
import { Combobox } from '@/components/ui/combobox';

/** Every IANA zone the browser knows ("America/Chicago"), plus UTC. */
function ianaZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC' && isIanaTimeZone(zone))];
}

/** The browser's own zone when it is an IANA name (the set-up form's default), else UTC. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : 'UTC';
}

/** "GMT-06:00" now, for the option's description. */
function offsetLabel(zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

interface TimeZonePickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'onSelect'> {
  value: string;
  onChange: (zone: string) => void;
}

/** A searchable list of IANA time zones ("chicago", "new york", "europe/"): nothing else can be chosen. */
export function TimeZonePicker({ value, onChange, ...props }: TimeZonePickerProps) {
  const [search, setSearch] = useState('');
  const zones = useMemo(ianaZones, []);
  const term = search.trim().toLowerCase().replace(/\s+/g, '_');
  const matches = (term ? zones.filter((z) => z.toLowerCase().includes(term)) : zones).slice(0, 50);
  return (
    <Combobox
      {...props}
      value={value}
      selectedLabel={value ? value.replace(/_/g, ' ') : undefined}
      placeholder="Choose a time zone"
      searchPlaceholder="Search time zones..."
      search={search}
      onSearchChange={setSearch}
      emptyText="No time zone matches. Search a city, e.g. Chicago."
      options={matches.map((zone) => ({
        value: zone,
        label: zone.replace(/_/g, ' '),
        description: offsetLabel(zone),
      }))}
      onSelect={(option) => onChange(option.value)}
    />
  );
}
