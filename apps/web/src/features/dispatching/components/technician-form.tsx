import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  TECHNICIAN_STATUSES,
  technicianCreateSchema,
  type Technician,
  type TechnicianCreateBody,
} from '@tradeworks/contracts/technicians';
import { FormActions } from '@/components/form-actions';
import { SelectField } from '@/components/select-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AddressInput } from '@/features/clients/public';
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { TECHNICIAN_STATUS_LABELS } from '../lib/dispatch-labels';
import { AccountPicker } from './account-picker';

interface TechnicianFormProps {
  technician?: Technician;
  /** A new technician for this team member ("Create a technician for this person" on the team page). */
  forMember?: { userId: string; name: string; email: string };
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
  | 'status'
  | 'userId'
  | 'userName',
  string
>;

const fromTechnician = (t?: Technician, member?: TechnicianFormProps['forMember']): Values => ({
  name: t?.name ?? member?.name ?? '',
  email: t?.email ?? member?.email ?? '',
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
  userId: t?.userId ?? member?.userId ?? '',
  userName: t?.userName ?? member?.name ?? '',
});

const toBody = ({ userName: _label, ...values }: Values): TechnicianCreateBody => ({
  ...values,
  // Empty: not linked to a sign-in.
  userId: values.userId || null,
  // Empty: the organization's business hours.
  workStart: values.workStart || undefined,
  workEnd: values.workEnd || undefined,
  status: values.status as TechnicianCreateBody['status'],
});
const technicianFormSchema = bodyOf(toBody, technicianCreateSchema);

/** Name, contact, skills, home base (looked up with the address providers), working day, capacity, rating. */
export function TechnicianForm({
  technician,
  forMember,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: TechnicianFormProps) {
  const form = useZodForm(technicianFormSchema, {
    defaultValues: fromTechnician(technician, forMember),
  });
  const errors = form.formState.errors;
  const [homeLatitude, homeLongitude] = useWatch({
    control: form.control,
    name: ['homeLatitude', 'homeLongitude'],
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      form.setError(field as keyof Values, { type: 'server', message });
  }, [serverErrors, form]);

  // The body sent is the one the typed values make, as the schema checked it (not its parsed output).
  const submit = form.handleSubmit(() => onSubmit(toBody(form.getValues())));

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Technician</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Name" required error={errors.name?.message} className="sm:col-span-2">
            <Input autoFocus={!technician} {...form.register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" {...form.register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" {...form.register('phone')} />
          </FormField>
          <FormField
            label="Skills"
            description="Separate skills with commas; jobs needing a skill go only to technicians who have it."
            error={errors.skills?.message}
            className="sm:col-span-2"
          >
            <Input placeholder="Heat Pumps, Boilers" {...form.register('skills')} />
          </FormField>
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <FormField
                label="Sign-in account"
                description="The team member who signs in as this technician; they land on My Day."
                error={fieldState.error?.message}
                className="sm:col-span-2"
              >
                <AccountPicker
                  value={field.value}
                  selectedLabel={form.getValues('userName')}
                  technicianId={technician?.id}
                  onChange={(userId, label) => {
                    form.setValue('userName', label);
                    field.onChange(userId);
                  }}
                />
              </FormField>
            )}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Schedule and capacity</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="homeAddress"
            render={({ field }) => (
              <FormField
                label="Home base"
                description={
                  homeLatitude && homeLongitude
                    ? `Position ${Number(homeLatitude).toFixed(4)}, ${Number(homeLongitude).toFixed(4)} — routes start here.`
                    : 'Choose a suggestion so routes can start here.'
                }
                error={(errors.homeAddress ?? errors.homeLatitude)?.message}
                className="sm:col-span-2"
              >
                <AddressInput
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    form.setValue('homeLatitude', '');
                    form.setValue('homeLongitude', '');
                  }}
                  onSelect={(place) => {
                    field.onChange(
                      [place.address, place.city, [place.state, place.zipCode].filter(Boolean).join(' ')]
                        .filter(Boolean)
                        .join(', '),
                    );
                    form.setValue('homeLatitude', place.latitude === null ? '' : String(place.latitude));
                    form.setValue('homeLongitude', place.longitude === null ? '' : String(place.longitude));
                  }}
                />
              </FormField>
            )}
          />
          <FormField
            label="Work starts"
            description={technician ? undefined : 'Empty: the business hours'}
            error={errors.workStart?.message}
          >
            <Input type="time" {...form.register('workStart')} />
          </FormField>
          <FormField label="Work ends" error={errors.workEnd?.message}>
            <Input type="time" {...form.register('workEnd')} />
          </FormField>
          <FormField label="Max jobs per day" error={errors.maxJobs?.message}>
            <Input type="number" min={1} {...form.register('maxJobs')} />
          </FormField>
          <FormField label="Rating" description="0 to 5" error={errors.rating?.message}>
            <Input type="number" min={0} max={5} step={0.1} {...form.register('rating')} />
          </FormField>
          <SelectField
            control={form.control}
            name="status"
            id="technician-status"
            label="Status"
            error={errors.status?.message}
            options={TECHNICIAN_STATUSES.map((s) => ({ value: s, label: TECHNICIAN_STATUS_LABELS[s] }))}
          />
        </CardContent>
      </Card>
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={technician ? 'Save Technician' : 'Add Technician'}
      />
    </form>
  );
}
