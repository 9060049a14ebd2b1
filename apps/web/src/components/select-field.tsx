import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type SelectOption = string | { value: string; label: ReactNode };

/** O: the form's parsed values, when its schema transforms them (a form's Control carries both). */
interface SelectFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** The trigger's id: the label names it, and browser tests find it by that label. */
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

/** A form's choice from a fixed list: a labelled Select bound to one react-hook-form field. */
export function SelectField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  description,
  error,
  required,
  className,
}: SelectFieldProps<T, C, O>) {
  return (
    <FormField
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      className={className}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value ?? ''} onValueChange={field.onChange}>
            <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => {
                const { value, label: text } =
                  typeof option === 'string' ? { value: option, label: option } : option;
                return (
                  <SelectItem key={value} value={value}>
                    {text}
                  </SelectItem>
                );
              })}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
