import { useState, type ComponentProps } from 'react';
import { X } from 'lucide-react';
import { addTag } from '@tradeworks/contracts/clients';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';

interface TagInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string[];
  onChange: (tags: string[]) => void;
}

/** Enter adds the typed tag, trimmed, unless it is empty or already there (spec §5); each chip can be removed. */
export function TagInput({ value, onChange, ...inputProps }: TagInputProps) {
  const [text, setText] = useState('');
  return (
    <div className="grid gap-2">
      <Input
        {...inputProps}
        value={text}
        placeholder="Type a tag and press Enter"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onChange(addTag(value, text));
            setText('');
          } else if (event.key === 'Backspace' && !text && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
      />
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Added tags">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 py-0.5 pr-1 pl-2 text-xs">
                {tag}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
