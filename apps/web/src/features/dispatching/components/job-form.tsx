import { useState, type FormEvent } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import {
  DEFAULT_JOB_DURATION,
  JOB_PRIORITIES,
  serviceJobCreateSchema,
  type ServiceJobCreateBody,
  type ServiceJobDetail,
} from '@tradeworks/contracts/service-jobs';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { AddressInput } from '@/features/clients/public';
import { CataloguePicker, ClientPicker } from '@/features/sales-documents/public';
import { useOrganizationClock } from '@/lib/organization-clock';
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

interface ServiceLine {
  serviceId: string;
  name: string;
  quantity: string;
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

/**
 * Client, services, address (prefilled from the client), priority, date and duration, arrival window, skills.
 * Dates and times are read and typed on the organization's clock, whatever the device's zone.
 */
export function JobForm({ job, defaults, saving, serverErrors, onSubmit, onCancel }: JobFormProps) {
  const { timeZone, differsFromDevice } = useOrganizationClock();
  const scheduled = toZonedInputs(job?.scheduledDate ?? defaults?.scheduledDate ?? null, timeZone);
  const [clientId, setClientId] = useState(job?.clientId ?? '');
  const [clientName, setClientName] = useState(job?.clientName ?? '');
  const [services, setServices] = useState<ServiceLine[]>(
    job?.services.map((s) => ({ serviceId: s.serviceId, name: s.name, quantity: s.quantity })) ?? [],
  );
  const [serviceType, setServiceType] = useState(job?.serviceType ?? '');
  const [address, setAddress] = useState(job?.address ?? '');
  const [coords, setCoords] = useState<{ latitude: string; longitude: string } | null>(
    job?.latitude && job.longitude ? { latitude: job.latitude, longitude: job.longitude } : null,
  );
  const [priority, setPriority] = useState<string>(job?.priority ?? 'medium');
  // A new job defaults to the organization's today.
  const [date, setDate] = useState(scheduled.date || todayIn(timeZone));
  const [time, setTime] = useState(scheduled.time || '09:00');
  const [duration, setDuration] = useState(
    String(job?.estimatedDuration ?? (Number(defaults?.estimatedDuration) || DEFAULT_JOB_DURATION)),
  );
  const [windowFrom, setWindowFrom] = useState(toZonedInputs(job?.windowStart ?? null, timeZone).time);
  const [windowTo, setWindowTo] = useState(toZonedInputs(job?.windowEnd ?? null, timeZone).time);
  const [skills, setSkills] = useState(job?.requiredSkills.join(', ') ?? '');
  const [description, setDescription] = useState(job?.description ?? '');
  const [notes, setNotes] = useState(job?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ServiceJobCreateBody = {
      clientId,
      serviceType: serviceType || null,
      services: services.map((s) => ({ serviceId: s.serviceId, quantity: s.quantity })),
      address,
      latitude: coords?.latitude ?? null,
      longitude: coords?.longitude ?? null,
      priority: priority as ServiceJobCreateBody['priority'],
      scheduledDate: fromZonedInputs(date, time, timeZone) ?? '',
      estimatedDuration: duration,
      windowStart: windowFrom ? fromZonedInputs(date, windowFrom, timeZone) : null,
      windowEnd: windowTo ? fromZonedInputs(date, windowTo, timeZone) : null,
      requiredSkills: skills,
      description,
      notes,
    };
    const parsed = serviceJobCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Job</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="job-client" label="Client" required error={shown.clientId} className="sm:col-span-2">
            <ClientPicker
              id="job-client"
              value={clientId}
              selectedLabel={clientName}
              onChange={(client) => {
                setClientId(client.id);
                setClientName(client.name);
                // The job happens at the client's address unless another one is typed.
                setAddress(addressOf(client));
                setCoords(
                  client.latitude !== null && client.longitude !== null
                    ? { latitude: String(client.latitude), longitude: String(client.longitude) }
                    : null,
                );
              }}
            />
          </FormField>
          <div className="grid gap-2 sm:col-span-2">
            <FormField id="job-service" label="Services" error={shown.services}>
              <CataloguePicker
                id="job-service"
                kind="service"
                value={null}
                selectedLabel=""
                onChange={(choice) => {
                  if (services.some((s) => s.serviceId === choice.id)) return;
                  setServices((list) => [
                    ...list,
                    { serviceId: choice.id, name: choice.name, quantity: '1' },
                  ]);
                  if (!serviceType) setServiceType(choice.name);
                }}
              />
            </FormField>
            {services.length > 0 && (
              <ul className="grid gap-2" aria-label="Services to perform">
                {services.map((line, i) => (
                  <li key={line.serviceId} className="flex items-center gap-2 rounded-md border p-2 text-sm">
                    <span className="min-w-0 flex-1 truncate">{line.name}</span>
                    <Input
                      aria-label={`Quantity of ${line.name}`}
                      type="number"
                      min={1}
                      className="w-20"
                      value={line.quantity}
                      onChange={(e) =>
                        setServices((list) =>
                          list.map((l, k) => (k === i ? { ...l, quantity: e.target.value } : l)),
                        )
                      }
                    />
                    <Button
                      type="button"
                      variant="destructive-ghost"
                      size="icon-sm"
                      aria-label={`Remove ${line.name}`}
                      onClick={() => setServices((list) => list.filter((_, k) => k !== i))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <FormField label="Service type" required error={shown.serviceType}>
            <Input
              value={serviceType}
              onChange={(e) => setServiceType(e.target.value)}
              placeholder="A/C Tune-Up"
            />
          </FormField>
          <FormField id="job-priority" label="Priority" error={shown.priority}>
            <Select value={priority} onValueChange={setPriority}>
              <SelectTrigger id="job-priority">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {JOB_PRIORITIES.map((p) => (
                  <SelectItem key={p} value={p}>
                    {PRIORITY_LABELS[p]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            label="Address"
            description={
              coords
                ? 'On the map: the route optimiser can plan it.'
                : 'Choose a suggestion to place it on the map.'
            }
            error={shown.address}
            className="sm:col-span-2"
          >
            <AddressInput
              value={address}
              onChange={(value) => {
                setAddress(value);
                setCoords(null);
              }}
              onSelect={(place) => {
                setAddress(addressOf(place));
                setCoords(
                  place.latitude !== null && place.longitude !== null
                    ? { latitude: String(place.latitude), longitude: String(place.longitude) }
                    : null,
                );
              }}
            />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Schedule</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-3">
          <FormField label="Scheduled date" required error={shown.scheduledDate}>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label="Time" required description={differsFromDevice ? zoneLabel(timeZone) : undefined}>
            <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </FormField>
          <FormField label="Duration (minutes)" required error={shown.estimatedDuration}>
            <Input
              type="number"
              min={15}
              step={15}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
            />
          </FormField>
          <FormField label="Arrival window from" error={shown.windowStart}>
            <Input type="time" value={windowFrom} onChange={(e) => setWindowFrom(e.target.value)} />
          </FormField>
          <FormField label="Arrival window to" error={shown.windowEnd}>
            <Input type="time" value={windowTo} onChange={(e) => setWindowTo(e.target.value)} />
          </FormField>
          <FormField label="Required skills" description="Comma separated" error={shown.requiredSkills}>
            <Input value={skills} onChange={(e) => setSkills(e.target.value)} placeholder="Heat Pumps" />
          </FormField>
          <FormField label="Description" className="sm:col-span-3">
            <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          <FormField label="Notes" className="sm:col-span-3">
            <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {job ? 'Save Job' : 'Create Job'}
        </Button>
      </div>
    </form>
  );
}
