import { useEffect } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import {
  AGREEMENT_FREQUENCIES,
  AGREEMENT_SERVICE_TYPES,
  BILLING_SCHEDULES,
  BILLING_SCHEDULE_LABELS,
  agreementCreateSchema,
  type AgreementCreateBody,
  type ServiceAgreementDetail,
} from '@tradeworks/contracts/service-agreements';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  ClientPicker,
  DocumentLocationField,
  ServiceLinesField,
  type ServiceLine,
} from '@/features/sales-documents/public';
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { oneYearTermEnd, organizationToday } from '../lib/dates';
import { useOrganizationClock } from '@/lib/organization-clock';

interface AgreementFormProps {
  agreement?: ServiceAgreementDetail;
  saving: boolean;
  /** Field messages the server answered (400). */
  serverErrors?: Record<string, string>;
  onSubmit: (body: AgreementCreateBody) => void;
  onCancel: () => void;
}

const NO_BILLING = 'none';

interface AgreementFormValues {
  clientId: string;
  clientName: string;
  /** One of the client's service locations ('' until the default is picked). */
  locationId: string;
  serviceType: string;
  frequency: string;
  startDate: string;
  endDate: string;
  value: string;
  /** A schedule, or NO_BILLING */
  billingSchedule: string;
  autoRenew: boolean;
  description: string;
  services: ServiceLine[];
}

const toBody = (v: AgreementFormValues): AgreementCreateBody => ({
  clientId: v.clientId,
  locationId: v.locationId || null,
  serviceType: v.serviceType,
  frequency: v.frequency as AgreementCreateBody['frequency'],
  startDate: v.startDate,
  endDate: v.endDate,
  value: v.value,
  billingSchedule:
    v.billingSchedule === NO_BILLING ? null : (v.billingSchedule as AgreementCreateBody['billingSchedule']),
  autoRenew: v.autoRenew,
  description: v.description,
  services: v.services.map((s) => ({ serviceId: s.serviceId, quantity: s.quantity })),
});
const agreementFormSchema = bodyOf(toBody, agreementCreateSchema);

/** Client, its service location, service type, frequency, term, value, billing schedule, the services of each visit, auto-renew. */
export function AgreementForm({ agreement, saving, serverErrors, onSubmit, onCancel }: AgreementFormProps) {
  const { timeZone } = useOrganizationClock();
  const start = agreement?.startDate ?? organizationToday(timeZone);
  const form = useZodForm(agreementFormSchema, {
    defaultValues: {
      clientId: agreement?.clientId ?? '',
      clientName: agreement?.clientName ?? '',
      locationId: agreement?.locationId ?? '',
      serviceType: agreement?.serviceType ?? AGREEMENT_SERVICE_TYPES[0],
      frequency: agreement?.frequency ?? 'Monthly',
      startDate: start,
      endDate: agreement?.endDate ?? oneYearTermEnd(start),
      value: agreement?.value ?? '',
      billingSchedule: agreement?.billingSchedule ?? 'monthly',
      autoRenew: agreement?.autoRenew ?? false,
      description: agreement?.description ?? '',
      services: agreement?.services.map((s) => ({ ...s })) ?? [],
    },
  });
  const errors = form.formState.errors;
  const [clientId, clientName, serviceType] = useWatch({
    control: form.control,
    name: ['clientId', 'clientName', 'serviceType'],
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      form.setError(field as keyof AgreementFormValues, { type: 'server', message });
  }, [serverErrors, form]);

  // The body sent is the one the typed values make, as the schema checked it (not its parsed output).
  const submit = form.handleSubmit(() => onSubmit(toBody(form.getValues())));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Agreement</CardTitle>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              id="agreement-client"
              label="Client"
              required
              error={errors.clientId?.message}
              className="sm:col-span-2"
            >
              <ClientPicker
                id="agreement-client"
                value={clientId}
                selectedLabel={clientName}
                onChange={(client) => {
                  if (client.id !== clientId) form.setValue('locationId', '');
                  form.setValue('clientId', client.id, { shouldValidate: form.formState.isSubmitted });
                  form.setValue('clientName', client.name);
                }}
              />
            </FormField>
            <div className="sm:col-span-2">
              <DocumentLocationField id="agreement-location" />
            </div>
            <SelectField
              control={form.control}
              name="serviceType"
              id="agreement-service-type"
              label="Service Type"
              required
              error={errors.serviceType?.message}
              // A stored type no longer in the list stays choosable.
              options={[...new Set([...AGREEMENT_SERVICE_TYPES, serviceType])]}
            />
            <SelectField
              control={form.control}
              name="frequency"
              id="agreement-frequency"
              label="Frequency"
              required
              error={errors.frequency?.message}
              description="How often a visit is scheduled (As Needed schedules none)."
              options={AGREEMENT_FREQUENCIES}
            />
            <FormField label="Start Date" required error={errors.startDate?.message}>
              <Input type="date" {...form.register('startDate')} />
            </FormField>
            <FormField label="End Date" required error={errors.endDate?.message}>
              <Input type="date" {...form.register('endDate')} />
            </FormField>
            <FormField
              label="Value"
              required
              error={errors.value?.message}
              description="The contract value for the whole term."
            >
              <Input inputMode="decimal" placeholder="1200.00" {...form.register('value')} />
            </FormField>
            <SelectField
              control={form.control}
              name="billingSchedule"
              id="agreement-billing"
              label="Billing Schedule"
              error={errors.billingSchedule?.message}
              description="Invoices are created for each period as it begins."
              options={[
                { value: NO_BILLING, label: 'No automatic billing' },
                ...BILLING_SCHEDULES.map((b) => ({ value: b, label: BILLING_SCHEDULE_LABELS[b] })),
              ]}
            />
            <ServiceLinesField
              id="agreement-service"
              description="What each visit performs; they become the visit jobs' services."
              listLabel="Services of each visit"
            />
            <Controller
              control={form.control}
              name="autoRenew"
              render={({ field }) => (
                <FormField
                  label="Renew automatically"
                  description="The next term is created by itself 30 days before this one ends."
                >
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                </FormField>
              )}
            />
            <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
              <Textarea rows={3} {...form.register('description')} />
            </FormField>
          </CardContent>
        </Card>
        <FormActions
          saving={saving}
          onCancel={onCancel}
          submitLabel={agreement ? 'Save Changes' : 'Create Agreement'}
        />
      </form>
    </FormProvider>
  );
}
