import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

interface SearchInputProps {
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}

/** A search box that queries on pause rather than on every keystroke. */
export function SearchInput({ value, onSearch, placeholder, label, className }: SearchInputProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim());

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a settled change of the typed text searches (not a change of `value` from outside).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the typed text only
  }, [debounced]);

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
