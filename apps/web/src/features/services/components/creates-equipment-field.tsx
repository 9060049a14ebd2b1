import { Controller, useWatch, type Control } from 'react-hook-form';
import { EQUIPMENT_TYPES, EQUIPMENT_TYPE_LABELS } from '@tradeworks/contracts/equipment';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { ServiceFormInput, ServiceFormValues } from '../lib/service-form-schema';

/**
 * "Creates equipment": completing a job line or sending an invoice line of this service installs one unit of
 * the chosen type per quantity at the job's or invoice's location (an installation service).
 */
export function CreatesEquipmentField({
  control,
}: {
  control: Control<ServiceFormInput, unknown, ServiceFormValues>;
}) {
  const creates = useWatch({ control, name: 'service.createsEquipment' });
  return (
    <div className="grid gap-3 rounded-lg border p-3 sm:col-span-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="service-creates-equipment" className="text-sm">
          <span className="font-medium">Creates equipment</span>
          <span className="block text-muted-foreground">
            An installation: completing it adds the unit to the location&apos;s equipment.
          </span>
        </label>
        <Controller
          control={control}
          name="service.createsEquipment"
          render={({ field }) => (
            <Switch
              id="service-creates-equipment"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              ref={field.ref}
            />
          )}
        />
      </div>
      {creates && (
        <Controller
          control={control}
          name="service.equipmentType"
          render={({ field, fieldState }) => (
            <FormField id="service-equipment-type" label="Equipment type" error={fieldState.error?.message}>
              <Select value={field.value ?? 'other'} onValueChange={field.onChange}>
                <SelectTrigger id="service-equipment-type" className="sm:w-64">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EQUIPMENT_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {EQUIPMENT_TYPE_LABELS[t]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
      )}
    </div>
  );
}
