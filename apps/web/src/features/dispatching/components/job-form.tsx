import { useEffect, useMemo } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import {
  DEFAULT_JOB_DURATION,
  JOB_PRIORITIES,
  serviceJobCreateSchema,
  type ServiceJobCreateBody,
  type ServiceJobDetail,
} from '@tradeworks/contracts/service-jobs';
import { FormActions } from '@/components/form-actions';
import { SelectField } from '@/components/select-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { AddressInput, LocationSelect } from '@/features/clients/public';
import { ClientPicker, ServiceLinesField, type ServiceLine } from '@/features/sales-documents/public';
import { useOrganizationClock } from '@/lib/organization-clock';
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { todayIn, zoneLabel } from '@tradeworks/contracts/zone-clock';
import { fromZonedInputs, PRIORITY_LABELS, toZonedInputs } from '../lib/dispatch-labels';

interface JobFormProps {
  job?: ServiceJobDetail;
  /** A new job's start and duration when it comes from a calendar slot (/dispatching/jobs/new?scheduledDate=…). */
  defaults?: { scheduledDate?: string | null; estimatedDuration?: string | null };
  saving: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (body: ServiceJobCreateBody) => void;
  onCancel: () => void;
}

/** What the form holds: the body's fields, with the date, time and window typed on the organization's clock. */
interface JobFormValues {
  clientId: string;
  clientName: string;
  /** One of the client's service locations ('' until the client's locations load: the default). */
  locationId: string;
  services: ServiceLine[];
  serviceType: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  priority: string;
  /** YYYY-MM-DD */
  scheduledDate: string;
  /** HH:MM */
  time: string;
  estimatedDuration: string;
  /** Any time that day: the route optimiser may move the job; otherwise its time is an appointment. */
  anytime: boolean;
  /** HH:MM, or '' for none */
  windowStart: string;
  windowEnd: string;
  requiredSkills: string;
  description: string;
  notes: string;
}

const addressOf = (c: {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}) =>
  [c.address, [c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');

const coordsOf = (p: { latitude: number | string | null; longitude: number | string | null }) =>
  p.latitude !== null && p.longitude !== null
    ? { latitude: String(p.latitude), longitude: String(p.longitude) }
    : { latitude: null, longitude: null };

/** The request body of the typed values; times become instants on the organization's clock. */
function toBody(v: JobFormValues, timeZone: string): ServiceJobCreateBody {
  return {
    clientId: v.clientId,
    locationId: v.locationId || null,
    serviceType: v.serviceType || null,
    services: v.services.map((s) => ({ serviceId: s.serviceId, quantity: s.quantity })),
    address: v.address,
    latitude: v.latitude,
    longitude: v.longitude,
    priority: v.priority as ServiceJobCreateBody['priority'],
    scheduledDate: fromZonedInputs(v.scheduledDate, v.time, timeZone) ?? '',
    estimatedDuration: v.estimatedDuration,
    windowStart: v.windowStart ? fromZonedInputs(v.scheduledDate, v.windowStart, timeZone) : null,
    windowEnd: v.windowEnd ? fromZonedInputs(v.scheduledDate, v.windowEnd, timeZone) : null,
    anytime: v.anytime,
    requiredSkills: v.requiredSkills,
    description: v.description,
    notes: v.notes,
  };
}

/**
 * Client, services, address (prefilled from the client), priority, date and duration, arrival window, skills.
 * Dates and times are read and typed on the organization's clock, whatever the device's zone.
 */
export function JobForm({ job, defaults, saving, serverErrors, onSubmit, onCancel }: JobFormProps) {
  const { timeZone, differsFromDevice } = useOrganizationClock();
  const scheduled = toZonedInputs(job?.scheduledDate ?? defaults?.scheduledDate ?? null, timeZone);
  // The contract's schema checks the body the typed values make (its paths are the form's field names).
  const schema = useMemo(
    () => bodyOf((v: JobFormValues) => toBody(v, timeZone), serviceJobCreateSchema),
    [timeZone],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      clientId: job?.clientId ?? '',
      clientName: job?.clientName ?? '',
      locationId: job?.locationId ?? '',
      services:
        job?.services.map((s) => ({ serviceId: s.serviceId, name: s.name, quantity: s.quantity })) ?? [],
      serviceType: job?.serviceType ?? '',
      address: job?.address ?? '',
      ...(job?.latitude && job.longitude
        ? { latitude: job.latitude, longitude: job.longitude }
        : { latitude: null, longitude: null }),
      priority: job?.priority ?? 'medium',
      // A new job defaults to the organization's today.
      scheduledDate: scheduled.date || todayIn(timeZone),
      time: scheduled.time || '09:00',
      estimatedDuration: String(
        job?.estimatedDuration ?? (Number(defaults?.estimatedDuration) || DEFAULT_JOB_DURATION),
      ),
      anytime: job?.anytime ?? false,
      windowStart: toZonedInputs(job?.windowStart ?? null, timeZone).time,
      windowEnd: toZonedInputs(job?.windowEnd ?? null, timeZone).time,
      requiredSkills: job?.requiredSkills.join(', ') ?? '',
      description: job?.description ?? '',
      notes: job?.notes ?? '',
    },
  });
  const errors = form.formState.errors;
  const [clientId, clientName, latitude] = useWatch({
    control: form.control,
    name: ['clientId', 'clientName', 'latitude'],
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      form.setError(field as keyof JobFormValues, { type: 'server', message });
  }, [serverErrors, form]);

  const placeAt = (place: Parameters<typeof addressOf>[0] & Parameters<typeof coordsOf>[0]) => {
    form.setValue('address', addressOf(place));
    const coords = coordsOf(place);
    form.setValue('latitude', coords.latitude);
    form.setValue('longitude', coords.longitude);
  };
  // The body sent is the one the typed values make, as the schema checked it (not its parsed output).
  const submit = form.handleSubmit(() => onSubmit(toBody(form.getValues(), timeZone)));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Job</CardTitle>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              id="job-client"
              label="Client"
              required
              error={errors.clientId?.message}
              className="sm:col-span-2"
            >
              <ClientPicker
                id="job-client"
                value={clientId}
                selectedLabel={clientName}
                onChange={(client) => {
                  form.setValue('clientId', client.id, { shouldValidate: form.formState.isSubmitted });
                  form.setValue('clientName', client.name);
                  form.setValue('locationId', '');
                  // The job happens at the client's address unless another one is typed.
                  placeAt(client);
                }}
              />
            </FormField>
            <Controller
              control={form.control}
              name="locationId"
              render={({ field, fieldState }) => (
                <FormField
                  id="job-location"
                  label="Service location"
                  error={fieldState.error?.message}
                  className="sm:col-span-2"
                >
                  <LocationSelect
                    id="job-location"
                    clientId={clientId}
                    value={field.value}
                    pickDefault
                    onChange={(location) => {
                      if (location.id === field.value) return;
                      const chosen = field.value !== '';
                      field.onChange(location.id);
                      // Another location: the job goes to its address (typed over, it is the job's own). The
                      // default, picked when the client's locations load, keeps the address already filled in.
                      if (chosen) placeAt(location);
                    }}
                  />
                </FormField>
              )}
            />
            <ServiceLinesField
              id="job-service"
              listLabel="Services to perform"
              onAdded={(line) => {
                if (!form.getValues('serviceType')) form.setValue('serviceType', line.name);
              }}
            />
            <FormField label="Service type" required error={errors.serviceType?.message}>
              <Input placeholder="A/C Tune-Up" {...form.register('serviceType')} />
            </FormField>
            <SelectField
              control={form.control}
              name="priority"
              id="job-priority"
              label="Priority"
              error={errors.priority?.message}
              options={JOB_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            />
            <Controller
              control={form.control}
              name="address"
              render={({ field, fieldState }) => (
                <FormField
                  label="Address"
                  description={
                    latitude !== null
                      ? 'On the map: the route optimiser can plan it.'
                      : 'Choose a suggestion to place it on the map.'
                  }
                  error={fieldState.error?.message}
                  className="sm:col-span-2"
                >
                  <AddressInput
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      form.setValue('latitude', null);
                      form.setValue('longitude', null);
                    }}
                    onSelect={placeAt}
                  />
                </FormField>
              )}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Schedule</CardTitle>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-3">
            <FormField label="Scheduled date" required error={errors.scheduledDate?.message}>
              <Input type="date" {...form.register('scheduledDate')} />
            </FormField>
            <FormField
              label="Time"
              required
              description={differsFromDevice ? zoneLabel(timeZone) : undefined}
            >
              <Input type="time" {...form.register('time')} />
            </FormField>
            <FormField label="Duration (minutes)" required error={errors.estimatedDuration?.message}>
              <Input type="number" min={15} step={15} {...form.register('estimatedDuration')} />
            </FormField>
            <FormField label="Arrival window from" error={errors.windowStart?.message}>
              <Input type="time" {...form.register('windowStart')} />
            </FormField>
            <FormField label="Arrival window to" error={errors.windowEnd?.message}>
              <Input type="time" {...form.register('windowEnd')} />
            </FormField>
            <Controller
              control={form.control}
              name="anytime"
              render={({ field }) => (
                <FormField
                  label="Any time that day"
                  description="Route optimisation may move it. Off: the time above is an appointment, kept unless an arrival window is set."
                  className="sm:col-span-3"
                >
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                </FormField>
              )}
            />
            <FormField
              label="Required skills"
              description="Comma separated"
              error={errors.requiredSkills?.message}
            >
              <Input placeholder="Heat Pumps" {...form.register('requiredSkills')} />
            </FormField>
            <FormField label="Description" className="sm:col-span-3">
              <Textarea rows={2} {...form.register('description')} />
            </FormField>
            <FormField label="Notes" className="sm:col-span-3">
              <Textarea rows={2} {...form.register('notes')} />
            </FormField>
          </CardContent>
        </Card>
        <FormActions saving={saving} onCancel={onCancel} submitLabel={job ? 'Save Job' : 'Create Job'} />
      </form>
    </FormProvider>
  );
}
