import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { LocationSelect } from '@/features/clients/public';

/**
 * The service location of a quote or invoice (shown on its PDF): one of the chosen client's locations,
 * the default preselected. Its form holds `clientId` and `locationId`.
 */
export function DocumentLocationField({ id }: { id: string }) {
  const form = useFormContext<{ clientId: string; locationId: string }>();
  const clientId = useWatch({ control: form.control, name: 'clientId' });
  return (
    <Controller
      control={form.control}
      name="locationId"
      render={({ field, fieldState }) => (
        <FormField id={id} label="Service location" error={fieldState.error?.message}>
          <LocationSelect
            id={id}
            clientId={clientId}
            value={field.value}
            pickDefault
            onChange={(location) => field.onChange(location.id)}
          />
        </FormField>
      )}
    />
  );
}
