import { Controller, useFormContext } from 'react-hook-form';
import type { Client } from '@tradeworks/contracts/clients';
import { FormField } from '@/components/ui/form-field';
import { ClientPicker } from './client-picker';

/**
 * The client of a quote or invoice: picking one keeps its name for the button and clears a location of
 * another client. Its form holds `clientId`, `clientName` and `locationId`; `onPicked` sees the whole client.
 */
export function DocumentClientField({ onPicked }: { onPicked?: (client: Client) => void }) {
  const form = useFormContext<{ clientId: string; clientName: string; locationId: string }>();
  return (
    <Controller
      control={form.control}
      name="clientId"
      render={({ field, fieldState }) => (
        <FormField label="Client" required error={fieldState.error?.message}>
          <ClientPicker
            ref={field.ref}
            value={field.value}
            selectedLabel={form.getValues('clientName')}
            onChange={(client) => {
              onPicked?.(client);
              form.setValue('clientName', client.name);
              if (client.id !== field.value) form.setValue('locationId', '');
              field.onChange(client.id);
              form.clearErrors('clientId');
            }}
          />
        </FormField>
      )}
    />
  );
}
