import { Controller, useWatch } from 'react-hook-form';
import {
  COMMON_REFRIGERANTS,
  DEFAULT_EXPECTED_LIFE_YEARS,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPES,
  EQUIPMENT_TYPE_LABELS,
  equipmentCreateSchema,
  type Equipment,
  type EquipmentCreateBody,
  type EquipmentType,
} from '@tradeworks/contracts/equipment';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { LocationSelect } from '@/features/clients/public';
import { ClientPicker } from '@/features/sales-documents/public';
import { useZodForm } from '@/lib/use-zod-form';
import { EQUIPMENT_STATUS_LABELS } from '../lib/equipment-labels';

/** What the inputs hold: the body's fields as typed, plus the client (the location's owner) for the picker. */
interface FormValues {
  clientId: string;
  clientName: string;
  locationId: string;
  type: EquipmentType;
  make: string;
  model: string;
  serialNumber: string;
  installDate: string;
  warrantyPartsEnds: string;
  warrantyLabourEnds: string;
  refrigerantType: string;
  refrigerantChargeOz: string;
  filterSize: string;
  expectedLifeYears: string;
  notes: string;
  status: Equipment['status'];
}

const fromUnit = (unit: Equipment): FormValues => ({
  clientId: unit.clientId,
  clientName: unit.clientName,
  locationId: unit.locationId,
  type: unit.type,
  make: unit.make ?? '',
  model: unit.model ?? '',
  serialNumber: unit.serialNumber ?? '',
  installDate: unit.installDate ?? '',
  warrantyPartsEnds: unit.warrantyPartsEnds ?? '',
  warrantyLabourEnds: unit.warrantyLabourEnds ?? '',
  refrigerantType: unit.refrigerantType ?? '',
  refrigerantChargeOz: unit.refrigerantChargeOz ?? '',
  filterSize: unit.filterSize ?? '',
  expectedLifeYears: String(unit.expectedLifeYears),
  notes: unit.notes ?? '',
  status: unit.status,
});

/** The request body of the typed values (the client only chooses among its locations). */
const toBody = ({ clientId: _c, clientName: _n, ...body }: FormValues): EquipmentCreateBody => body;

interface EquipmentFormProps {
  unit?: Equipment;
  /** A new unit's client and location (from a client's location card). */
  defaults?: { clientId: string; clientName: string; locationId: string };
  saving: boolean;
  onSubmit: (body: EquipmentCreateBody) => void;
  onCancel: () => void;
}

/** Add / edit a unit: where it is, what it is, its warranty and refrigerant, validated with the API's schema. */
export function EquipmentForm({ unit, defaults, saving, onSubmit, onCancel }: EquipmentFormProps) {
  const form = useZodForm<FormValues, unknown>(equipmentCreateSchema, {
    defaultValues: unit
      ? fromUnit(unit)
      : {
          clientId: defaults?.clientId ?? '',
          clientName: defaults?.clientName ?? '',
          locationId: defaults?.locationId ?? '',
          type: 'air_conditioner',
          make: '',
          model: '',
          serialNumber: '',
          installDate: '',
          warrantyPartsEnds: '',
          warrantyLabourEnds: '',
          refrigerantType: '',
          refrigerantChargeOz: '',
          filterSize: '',
          expectedLifeYears: '',
          notes: '',
          status: 'active',
        },
  });
  const { errors } = form.formState;
  const [clientId, clientName, type] = useWatch({
    control: form.control,
    name: ['clientId', 'clientName', 'type'],
  });
  // The body sent is the typed values (the schema checked them); the server parses it the same way.
  const submit = form.handleSubmit(() => onSubmit(toBody(form.getValues())));

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Where</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="equipment-client" label="Client" required>
            <ClientPicker
              id="equipment-client"
              value={clientId}
              selectedLabel={clientName}
              onChange={(client) => {
                form.setValue('clientId', client.id);
                form.setValue('clientName', client.name);
                form.setValue('locationId', '');
              }}
            />
          </FormField>
          <Controller
            control={form.control}
            name="locationId"
            render={({ field, fieldState }) => (
              <FormField
                id="equipment-location"
                label="Service location"
                required
                error={fieldState.error?.message}
              >
                <LocationSelect
                  id="equipment-location"
                  clientId={clientId}
                  value={field.value}
                  pickDefault
                  onChange={(location) => field.onChange(location.id)}
                />
              </FormField>
            )}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Unit</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-3">
          <SelectField
            control={form.control}
            name="type"
            id="equipment-type"
            label="Type"
            required
            error={errors.type?.message}
            options={EQUIPMENT_TYPES.map((t) => ({ value: t, label: EQUIPMENT_TYPE_LABELS[t] }))}
          />
          <FormField label="Make" error={errors.make?.message}>
            <Input placeholder="Carrier" {...form.register('make')} />
          </FormField>
          <FormField label="Model" error={errors.model?.message}>
            <Input placeholder="24ACC636A003" {...form.register('model')} />
          </FormField>
          <FormField label="Serial number" error={errors.serialNumber?.message}>
            <Input {...form.register('serialNumber')} />
          </FormField>
          <FormField label="Install date" error={errors.installDate?.message}>
            <Input type="date" {...form.register('installDate')} />
          </FormField>
          <FormField
            label="Expected life (years)"
            description={`Empty: ${DEFAULT_EXPECTED_LIFE_YEARS[type]} years for this type`}
            error={errors.expectedLifeYears?.message}
          >
            <Input
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
              placeholder={String(DEFAULT_EXPECTED_LIFE_YEARS[type])}
              {...form.register('expectedLifeYears')}
            />
          </FormField>
          <FormField label="Parts warranty ends" error={errors.warrantyPartsEnds?.message}>
            <Input type="date" {...form.register('warrantyPartsEnds')} />
          </FormField>
          <FormField label="Labour warranty ends" error={errors.warrantyLabourEnds?.message}>
            <Input type="date" {...form.register('warrantyLabourEnds')} />
          </FormField>
          <SelectField
            control={form.control}
            name="status"
            id="equipment-status"
            label="Status"
            error={errors.status?.message}
            options={EQUIPMENT_STATUSES.map((s) => ({ value: s, label: EQUIPMENT_STATUS_LABELS[s] }))}
          />
          <FormField label="Refrigerant" error={errors.refrigerantType?.message}>
            <Input list="refrigerant-types" placeholder="R-410A" {...form.register('refrigerantType')} />
          </FormField>
          <datalist id="refrigerant-types">
            {COMMON_REFRIGERANTS.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
          <FormField label="Refrigerant charge (oz)" error={errors.refrigerantChargeOz?.message}>
            <Input inputMode="decimal" {...form.register('refrigerantChargeOz')} />
          </FormField>
          <FormField label="Filter size" error={errors.filterSize?.message}>
            <Input placeholder="16x25x1" {...form.register('filterSize')} />
          </FormField>
          <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-3">
            <Textarea rows={3} {...form.register('notes')} />
          </FormField>
        </CardContent>
      </Card>
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={unit ? 'Save Changes' : 'Add Equipment'}
      />
    </form>
  );
}
