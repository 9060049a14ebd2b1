import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Loader2, MapPin } from 'lucide-react';
import {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  ADDRESS_LOOKUP_MIN_CHARS,
  addressFieldsFromPlace,
  type AddressFields,
} from '@tradeworks/contracts/places';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { usePlacesAutocomplete } from '../api/autocomplete-places';
import { getPlaceDetails } from '../api/get-place-details';
import { placeSuggestions, type PlaceSuggestion } from '../lib/place-suggestions';

interface AddressInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'onSelect' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: address, city, state, zipCode, country and the position. */
  onSelect: (fields: AddressFields) => void;
}

/**
 * Spec part 1 "Address input": suggestions once 3 or more characters are typed, after a 300 ms pause;
 * 'No addresses found' when nothing matches; lookup failures are only logged and leave the list empty.
 * A combobox: arrow keys move, Enter chooses, Escape closes.
 */
export function AddressInput({
  value,
  onChange,
  onSelect,
  className,
  onBlur,
  ...inputProps
}: AddressInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [choosing, setChoosing] = useState(false);
  const query = useDebouncedValue(value.trim(), ADDRESS_LOOKUP_DEBOUNCE_MS);
  const lookup = usePlacesAutocomplete(query, open);
  const ready = open && query.length >= ADDRESS_LOOKUP_MIN_CHARS && query === value.trim();
  useEffect(() => {
    if (lookup.error) console.error('Address lookup failed', lookup.error);
  }, [lookup.error]);
  const suggestions = lookup.isError ? [] : placeSuggestions(lookup.data);
  const showList = ready && !lookup.isError && (lookup.isSuccess || choosing);

  const choose = async (suggestion: PlaceSuggestion) => {
    setChoosing(true);
    try {
      onSelect(addressFieldsFromPlace(await getPlaceDetails(suggestion.placeId)));
    } catch (error) {
      console.error('Address details failed', error);
    } finally {
      setChoosing(false);
      setOpen(false);
      setActive(-1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList || !suggestions.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        className={cn('pr-8', className)}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      {(lookup.isFetching || choosing) && ready ? (
        <Loader2
          className="absolute top-2.5 right-2.5 size-4 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      ) : (
        <MapPin
          className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
      )}
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          className="absolute z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {suggestions.length === 0 ? (
            <li className="px-2 py-2 text-sm text-muted-foreground">No addresses found</li>
          ) : (
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.placeId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
                )}
                // Keep focus in the input so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => void choose(suggestion)}
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{suggestion.mainText}</span>
                  {suggestion.secondaryText && (
                    <span className="block truncate text-xs text-muted-foreground">
                      {suggestion.secondaryText}
                    </span>
                  )}
                </span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
