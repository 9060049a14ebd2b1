import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SERVICE_CATEGORIES, type ServiceWithLines } from '@tradeworks/contracts/services';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { MoneyInput } from '@/components/money-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  EMPTY_SERVICE,
  serviceFormSchema,
  serviceToForm,
  type ServiceFormInput,
  type ServiceFormValues,
} from '../lib/service-form-schema';
import { CreatesEquipmentField } from './creates-equipment-field';
import { ServiceComponentsEditor } from './service-components-editor';

interface ServiceFormProps {
  service?: ServiceWithLines;
  saving: boolean;
  onSubmit: (values: ServiceFormValues) => void;
  onCancel: () => void;
}

/** Basic Information, then the Price (simple) or the Service Components (composite). */
export function ServiceForm({ service, saving, onSubmit, onCancel }: ServiceFormProps) {
  const form = useForm<ServiceFormInput, unknown, ServiceFormValues>({
    // A simple service has no components: lines kept from a switch of type are not validated (nor sent).
    resolver: (values, context, options) =>
      zodResolver(serviceFormSchema)(
        values.service.serviceType === 'simple' ? { ...values, lineItems: [] } : values,
        context,
        options,
      ),
    defaultValues: service ? serviceToForm(service) : EMPTY_SERVICE,
  });
  const { errors } = form.formState;
  const serviceType = useWatch({ control: form.control, name: 'service.serviceType' });
  const categories = [
    ...SERVICE_CATEGORIES,
    ...(service?.category && !(SERVICE_CATEGORIES as readonly string[]).includes(service.category)
      ? [service.category]
      : []),
  ];

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Basic Information</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Service Name"
            required
            error={errors.service?.name?.message}
            className="sm:col-span-2"
          >
            <Input {...form.register('service.name')} autoFocus={!service} />
          </FormField>
          <SelectField
            control={form.control}
            name="service.serviceType"
            id="service-type"
            label="Service Type"
            required
            options={[
              { value: 'simple', label: 'Simple' },
              { value: 'composite', label: 'Composite' },
            ]}
            error={errors.service?.serviceType?.message}
          />
          <SelectField
            control={form.control}
            name="service.category"
            id="service-category"
            label="Category"
            placeholder="Select a category"
            options={categories}
            error={errors.service?.category?.message}
          />
          <FormField
            label="Description"
            error={errors.service?.description?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={3} {...form.register('service.description')} />
          </FormField>
          {serviceType === 'simple' && (
            <FormField label="Price" required error={errors.service?.basePrice?.message}>
              <MoneyInput {...form.register('service.basePrice')} />
            </FormField>
          )}
          <SelectField
            control={form.control}
            name="service.status"
            id="service-status"
            label="Status"
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            error={errors.service?.status?.message}
          />
          <FormField
            label="Tags"
            error={errors.service?.tags?.message}
            description="Separate tags with commas."
            className="sm:col-span-2"
          >
            <Input {...form.register('service.tags')} placeholder="e.g. cooling, seasonal" />
          </FormField>
          <div className="flex items-center justify-between gap-3 rounded-lg border p-3 sm:col-span-2">
            <label htmlFor="service-taxable" className="text-sm">
              <span className="font-medium">Taxable</span>
              <span className="block text-muted-foreground">
                Quote and invoice lines of this service are taxed unless changed on the line (labour often is
                not).
              </span>
            </label>
            <Controller
              control={form.control}
              name="service.taxable"
              render={({ field }) => (
                <Switch
                  id="service-taxable"
                  checked={field.value !== false}
                  onCheckedChange={field.onChange}
                  ref={field.ref}
                />
              )}
            />
          </div>
          <div className="flex items-center justify-between gap-3 rounded-lg border p-3 sm:col-span-2">
            <label htmlFor="service-inventoried" className="text-sm">
              <span className="font-medium">Inventoried</span>
              <span className="block text-muted-foreground">
                This service uses parts tracked in inventory.
              </span>
            </label>
            <Controller
              control={form.control}
              name="service.isInventoried"
              render={({ field }) => (
                <Switch
                  id="service-inventoried"
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                  ref={field.ref}
                />
              )}
            />
          </div>
          <CreatesEquipmentField control={form.control} />
        </CardContent>
      </Card>

      {serviceType === 'composite' && (
        <ServiceComponentsEditor
          control={form.control}
          register={form.register}
          setValue={form.setValue}
          errors={errors}
        />
      )}

      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={service ? 'Update Service' : 'Create Service'}
      />
    </form>
  );
}
