import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { capitalize } from '../lib/labels';

/** A labelled select of fixed values (FormField passes id and aria attributes to the trigger). */
export function ChoiceSelect(props: {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
  labels?: Record<string, string>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { value, onChange, options, placeholder, labels, ...aria } = props;
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {labels?.[o] ?? capitalize(o)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
