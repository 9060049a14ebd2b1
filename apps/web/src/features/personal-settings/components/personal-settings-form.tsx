import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  BUSINESS_HOURS_OPTIONS,
  SERVICE_DURATION_OPTIONS,
  personalSettingsSchema,
  type PersonalSettings,
} from '@tradeworks/contracts/personal-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { SettingRow, type SettingControlProps } from './setting-row';

const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] satisfies { value: PersonalSettings['theme']; label: string }[];

const DURATION_OPTIONS = SERVICE_DURATION_OPTIONS.map((hours) => ({
  value: String(hours),
  label: `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
}));

// Push notifications and e-mail updates are not offered: nothing sends per-user notifications (issue 34 item 9).
// The stored values travel through the form unchanged.
type SwitchName = 'compactView';
type SelectName = 'theme' | 'defaultServiceDuration' | 'businessHours';

interface FieldProps<Name> {
  control: Control<PersonalSettings>;
  name: Name;
  props: SettingControlProps;
}

function SwitchSetting({ control, name, props }: FieldProps<SwitchName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

function SelectSetting({
  control,
  name,
  props,
  options,
}: FieldProps<SelectName> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          value={String(field.value)}
          onValueChange={(value) => field.onChange(name === 'defaultServiceDuration' ? Number(value) : value)}
        >
          <SelectTrigger {...props} className="sm:w-56" ref={field.ref} onBlur={field.onBlur}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

interface PersonalSettingsFormProps {
  settings: PersonalSettings;
  saving: boolean;
  onSave: (settings: PersonalSettings) => void;
}

/** Spec part 2 "Profile and personal settings": the six personal settings, validated with the server's schema. */
export function PersonalSettingsForm({ settings, saving, onSave }: PersonalSettingsFormProps) {
  const form = useForm<PersonalSettings>({
    resolver: zodResolver(personalSettingsSchema),
    defaultValues: settings,
    values: settings,
  });
  const { control } = form;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>How Tradeworks looks on your screens.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <SettingRow label="Theme" description="Light, dark, or follow your system setting.">
            {(props) => (
              <SelectSetting control={control} name="theme" props={props} options={THEME_OPTIONS} />
            )}
          </SettingRow>
          <SettingRow inline label="Compact view" description="Tighter rows in tables to show more at once.">
            {(props) => <SwitchSetting control={control} name="compactView" props={props} />}
          </SettingRow>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Scheduling</CardTitle>
          <CardDescription>Defaults used when you plan work.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <SettingRow label="Default service duration" description="Length of a new appointment.">
            {(props) => (
              <SelectSetting
                control={control}
                name="defaultServiceDuration"
                props={props}
                options={DURATION_OPTIONS}
              />
            )}
          </SettingRow>
          <SettingRow label="Business hours" description="Your working day on the schedule.">
            {(props) => (
              <SelectSetting
                control={control}
                name="businessHours"
                props={props}
                options={BUSINESS_HOURS_OPTIONS}
              />
            )}
          </SettingRow>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Settings
        </Button>
      </div>
    </form>
  );
}
