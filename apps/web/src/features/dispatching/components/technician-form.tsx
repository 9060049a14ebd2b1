import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  TECHNICIAN_STATUSES,
  technicianCreateSchema,
  type Technician,
  type TechnicianCreateBody,
} from '@tradeworks/contracts/technicians';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AddressInput } from '@/features/clients/public';
import { TECHNICIAN_STATUS_LABELS } from '../lib/dispatch-labels';

interface TechnicianFormProps {
  technician?: Technician;
  saving: boolean;
  /** Field errors of the last save, from the server. */
  serverErrors?: Record<string, string>;
  onSubmit: (body: TechnicianCreateBody) => void;
  onCancel: () => void;
}

type Values = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'skills'
  | 'homeAddress'
  | 'homeLatitude'
  | 'homeLongitude'
  | 'workStart'
  | 'workEnd'
  | 'maxJobs'
  | 'rating'
  | 'status',
  string
>;

const fromTechnician = (t?: Technician): Values => ({
  name: t?.name ?? '',
  email: t?.email ?? '',
  phone: t?.phone ?? '',
  skills: t?.skills.join(', ') ?? '',
  homeAddress: t?.homeAddress ?? '',
  homeLatitude: t?.homeLatitude ?? '',
  homeLongitude: t?.homeLongitude ?? '',
  workStart: t?.workStart ?? '',
  workEnd: t?.workEnd ?? '',
  maxJobs: String(t?.maxJobs ?? 4),
  rating: t?.rating ?? '0.00',
  status: t?.status ?? 'available',
});

/** Name, contact, skills, home base (looked up with the address providers), working day, capacity, rating. */
export function TechnicianForm({
  technician,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: TechnicianFormProps) {
  const [values, setValues] = useState<Values>(() => fromTechnician(technician));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TechnicianCreateBody = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      skills: values.skills,
      homeAddress: values.homeAddress,
      homeLatitude: values.homeLatitude,
      homeLongitude: values.homeLongitude,
      // Empty: the organization's business hours.
      workStart: values.workStart || undefined,
      workEnd: values.workEnd || undefined,
      maxJobs: values.maxJobs,
      rating: values.rating,
      status: values.status as TechnicianCreateBody['status'],
    };
    const parsed = technicianCreateSchema.safeParse(body);
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
          <CardTitle>Technician</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Name" required error={shown.name} className="sm:col-span-2">
            <Input
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              autoFocus={!technician}
            />
          </FormField>
          <FormField label="Email" error={shown.email}>
            <Input type="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
          </FormField>
          <FormField label="Phone" error={shown.phone}>
            <Input type="tel" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />
          </FormField>
          <FormField
            label="Skills"
            description="Separate skills with commas; jobs needing a skill go only to technicians who have it."
            error={shown.skills}
            className="sm:col-span-2"
          >
            <Input
              value={values.skills}
              onChange={(e) => set('skills')(e.target.value)}
              placeholder="Heat Pumps, Boilers"
            />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Schedule and capacity</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Home base"
            description={
              values.homeLatitude && values.homeLongitude
                ? `Position ${Number(values.homeLatitude).toFixed(4)}, ${Number(values.homeLongitude).toFixed(4)} — routes start here.`
                : 'Choose a suggestion so routes can start here.'
            }
            error={shown.homeAddress ?? shown.homeLatitude}
            className="sm:col-span-2"
          >
            <AddressInput
              value={values.homeAddress}
              onChange={(value) =>
                setValues((v) => ({ ...v, homeAddress: value, homeLatitude: '', homeLongitude: '' }))
              }
              onSelect={(place) =>
                setValues((v) => ({
                  ...v,
                  homeAddress: [
                    place.address,
                    place.city,
                    [place.state, place.zipCode].filter(Boolean).join(' '),
                  ]
                    .filter(Boolean)
                    .join(', '),
                  homeLatitude: place.latitude === null ? '' : String(place.latitude),
                  homeLongitude: place.longitude === null ? '' : String(place.longitude),
                }))
              }
            />
          </FormField>
          <FormField
            label="Work starts"
            description={technician ? undefined : 'Empty: the business hours'}
            error={shown.workStart}
          >
            <Input type="time" value={values.workStart} onChange={(e) => set('workStart')(e.target.value)} />
          </FormField>
          <FormField label="Work ends" error={shown.workEnd}>
            <Input type="time" value={values.workEnd} onChange={(e) => set('workEnd')(e.target.value)} />
          </FormField>
          <FormField label="Max jobs per day" error={shown.maxJobs}>
            <Input
              type="number"
              min={1}
              value={values.maxJobs}
              onChange={(e) => set('maxJobs')(e.target.value)}
            />
          </FormField>
          <FormField label="Rating" description="0 to 5" error={shown.rating}>
            <Input
              type="number"
              min={0}
              max={5}
              step={0.1}
              value={values.rating}
              onChange={(e) => set('rating')(e.target.value)}
            />
          </FormField>
          <FormField id="technician-status" label="Status" error={shown.status}>
            <Select value={values.status} onValueChange={set('status')}>
              <SelectTrigger id="technician-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TECHNICIAN_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {TECHNICIAN_STATUS_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {technician ? 'Save Technician' : 'Add Technician'}
        </Button>
      </div>
    </form>
  );
}
