import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ClientFormValues } from '../lib/client-form-values';

/** Labelled inputs and selects bound to the client form, so the sections stay short. */

type Name = FieldPath<ClientFormValues>;

export interface FormBindings {
  control: Control<ClientFormValues>;
  register: UseFormRegister<ClientFormValues>;
  errors: FieldErrors<ClientFormValues>;
}

const errorOf = (errors: FieldErrors<ClientFormValues>, name: Name) =>
  (errors as Record<string, { message?: string } | undefined>)[name]?.message;

interface TextFieldProps {
  form: FormBindings;
  name: Name;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  className?: string;
  onUserChange?: () => void;
  inputProps?: Record<string, unknown>;
}

export function TextField({
  form,
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  className,
  onUserChange,
  inputProps,
}: TextFieldProps) {
  return (
    <FormField label={label} required={required} error={errorOf(form.errors, name)} className={className}>
      <Input
        type={type}
        autoComplete={autoComplete}
        {...inputProps}
        {...form.register(name, { onChange: onUserChange })}
      />
    </FormField>
  );
}

interface SelectFieldProps {
  form: FormBindings;
  name: Name;
  label: string;
  options: readonly (readonly [string, string])[];
  className?: string;
}

export function SelectField({ form, name, label, options, className }: SelectFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        // The Select root renders no element, so the labelled field sits inside it and labels the trigger.
        <Select value={String(field.value ?? '')} onValueChange={field.onChange}>
          <FormField label={label} error={errorOf(form.errors, name)} className={className}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {options.map(([value, text]) => (
              <SelectItem key={value} value={value}>
                {text}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
