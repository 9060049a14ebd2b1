import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  LOCATION_MESSAGES,
  serviceLocationCreateSchema,
  type ServiceLocation,
} from '@tradeworks/contracts/service-locations';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { TaxGroupSelect } from '@/features/tax/public';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';

interface Values {
  name: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  accessNotes: string;
  contactName: string;
  contactPhone: string;
  /** The location's own tax group (issue 31); null: the client's, else the organization's default. */
  taxGroupId: string | null;
}

const EMPTY: Values = {
  name: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  accessNotes: '',
  contactName: '',
  contactPhone: '',
  taxGroupId: null,
};

const fromLocation = (l: ServiceLocation): Values => ({
  name: l.name,
  address: l.address ?? '',
  address2: l.address2 ?? '',
  city: l.city ?? '',
  state: l.state ?? '',
  zipCode: l.zipCode ?? '',
  accessNotes: l.accessNotes ?? '',
  contactName: l.contactName ?? '',
  contactPhone: l.contactPhone ?? '',
  taxGroupId: l.taxGroupId,
});

interface LocationDialogProps {
  clientId: string;
  /** The location being edited; null when adding. */
  location: ServiceLocation | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add or edit a service location. Coordinates are not typed: the server places a new or moved address at
 * its ZIP code's centre, and open jobs at the location follow the new address.
 */
export function LocationDialog({ clientId, location, open, onOpenChange }: LocationDialogProps) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const form = useZodForm<Values, unknown>(serviceLocationCreateSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(location ? fromLocation(location) : EMPTY);
  }, [open, location, form]);

  const failed = (error: unknown) => {
    if (!setServerErrors(form, error))
      toast({
        title: 'Error',
        description: errorMessage(error, 'Error saving location'),
        variant: 'destructive',
      });
  };
  const submit = form.handleSubmit(() => {
    const body = form.getValues();
    if (location)
      update.mutate(
        { clientId, locationId: location.id, body },
        {
          onSuccess: () => {
            toast({ title: LOCATION_MESSAGES.updated });
            onOpenChange(false);
          },
          onError: failed,
        },
      );
    else
      create.mutate(
        { clientId, body },
        {
          onSuccess: () => {
            toast({ title: LOCATION_MESSAGES.created });
            onOpenChange(false);
          },
          onError: failed,
        },
      );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{location ? 'Edit Location' : 'Add Location'}</DialogTitle>
          <DialogDescription>
            A property of this client where work is done. Billing stays with the client.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
          <FormField label="Location name" required error={errors.name?.message} className="sm:col-span-2">
            <Input placeholder="Rental house" {...form.register('name')} />
          </FormField>
          <FormField label="Address" required error={errors.address?.message} className="sm:col-span-2">
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <FormField label="Address line 2" error={errors.address2?.message} className="sm:col-span-2">
            <Input {...form.register('address2')} />
          </FormField>
          <FormField label="City" required error={errors.city?.message}>
            <Input {...form.register('city')} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="State" required error={errors.state?.message}>
              <Input {...form.register('state')} />
            </FormField>
            <FormField label="ZIP code" required error={errors.zipCode?.message}>
              <Input inputMode="numeric" {...form.register('zipCode')} />
            </FormField>
          </div>
          <FormField
            label="Access notes"
            description="Gate code, where to park, pets."
            error={errors.accessNotes?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={2} {...form.register('accessNotes')} />
          </FormField>
          <FormField label="On-site contact" error={errors.contactName?.message}>
            <Input {...form.register('contactName')} />
          </FormField>
          <FormField label="Contact phone" error={errors.contactPhone?.message}>
            <Input type="tel" {...form.register('contactPhone')} />
          </FormField>
          <Controller
            control={form.control}
            name="taxGroupId"
            render={({ field, fieldState }) => (
              <FormField
                id="location-tax-group"
                label="Tax group"
                error={fieldState.error?.message}
                className="sm:col-span-2"
              >
                <TaxGroupSelect
                  id="location-tax-group"
                  value={field.value ?? ''}
                  noneLabel="The client's (or the default)"
                  onChange={(groupId) => field.onChange(groupId || null)}
                />
              </FormField>
            )}
          />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              {location ? 'Save Location' : 'Add Location'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
