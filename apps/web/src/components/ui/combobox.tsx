import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Check, ChevronsUpDown, Loader2, Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { comboboxKey, startsSearch } from './combobox-keys';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxOption {
  value: string;
  label: string;
  description?: ReactNode;
}

interface ComboboxProps extends Omit<ComponentProps<'button'>, 'value' | 'onSelect'> {
  value: string | null | undefined;
  /** Shown on the trigger for the selected value (it may not be among the current options). */
  selectedLabel?: string;
  placeholder: string;
  searchPlaceholder: string;
  /** Options for the current search; the caller searches (usually on the server). */
  options: ComboboxOption[];
  search: string;
  onSearchChange: (search: string) => void;
  onSelect: (option: ComboboxOption) => void;
  loading?: boolean;
  emptyText: string;
  /** Told when the list opens or closes (e.g. to fetch options only once it is used). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button that opens a searchable list (a select with a search box). Props such as id and aria-invalid go
 * to the button, so a FormField label names it; the list follows the ARIA combobox / listbox pattern.
 */
export function Combobox({
  value,
  selectedLabel,
  placeholder,
  searchPlaceholder,
  options,
  search,
  onSearchChange,
  onSelect,
  loading,
  emptyText,
  onOpenChange,
  className,
  disabled,
  ...buttonProps
}: ComboboxProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [active, setActive] = useState(0);
  const listId = useId();
  const pickWhenLoaded = useRef(false);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
  };
  // The same keys in every picker (combobox-keys.ts): arrows, Home/End, Enter picks, Escape closes.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const result =
      event.key === 'Enter' && loading
        ? ({ kind: 'pick', index: 0 } as const)
        : comboboxKey(event.key, active, options.length);
    if (result.kind === 'none') return;
    event.preventDefault();
    if (result.kind === 'move') setActive(result.active);
    else if (result.kind === 'pick') {
      // Typed and Enter before the results for that text arrived: pick the first of those results.
      if (loading) pickWhenLoaded.current = true;
      else choose(options[result.index]!);
    } else setOpen(false);
  };
  useEffect(() => {
    if (!pickWhenLoaded.current || loading) return;
    pickWhenLoaded.current = false;
    if (options[0]) choose(options[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the awaited results arrive
  }, [loading, options]);
  // Type to search: a character typed on the closed picker opens it with that text in the search box;
  // ArrowDown opens it too.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    buttonProps.onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    if (startsSearch(event)) {
      event.preventDefault();
      onSearchChange(event.key);
      setActive(0);
      setOpen(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(0);
      setOpen(true);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setActive(0);
      }}
    >
      <PopoverTrigger asChild disabled={disabled}>
        <button
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          className={cn(
            'flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm shadow-xs outline-none',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            className,
          )}
          {...buttonProps}
          onKeyDown={onTriggerKeyDown}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? (selectedLabel ?? value) : placeholder}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent>
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <input
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[active] ? optionId(active) : undefined}
            aria-label={searchPlaceholder}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
              pickWhenLoaded.current = false;
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            // Opened by typing: the caret goes after the typed character, so typing simply continues.
            onFocus={(event) => event.currentTarget.setSelectionRange(search.length, search.length)}
            className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          />
          {loading && (
            <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <ul id={listId} role="listbox" className="max-h-64 overflow-y-auto p-1">
          {options.length === 0 ? (
            <li className="px-2 py-6 text-center text-sm text-muted-foreground">
              {loading ? 'Searching…' : emptyText}
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={cn(
                  'relative flex cursor-default flex-col rounded-md py-1.5 pr-8 pl-2 text-sm select-none',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="truncate">{option.label}</span>
                {option.description && (
                  <span className="truncate text-xs text-muted-foreground">{option.description}</span>
                )}
                {option.value === value && (
                  <Check className="absolute top-2 right-2 size-4 text-primary" aria-hidden="true" />
                )}
              </li>
            ))
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
