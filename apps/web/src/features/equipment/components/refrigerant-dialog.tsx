import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import {
  EQUIPMENT_MESSAGES,
  REFRIGERANT_ACTIONS,
  refrigerantLogCreateSchema,
  type Equipment,
  type RefrigerantLogCreateBody,
} from '@tradeworks/contracts/equipment';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { techniciansQueryOptions } from '@/features/dispatching/public';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useAddRefrigerantEntry } from '../api/add-refrigerant-entry';

interface Values {
  action: 'added' | 'recovered';
  amountOz: string;
  refrigerantType: string;
  technicianId: string;
  servicedOn: string;
  notes: string;
}

/** Records refrigerant added to or recovered from the unit (the EPA 608 log: who, when, what, how much). */
export function RefrigerantDialog({
  unit,
  open,
  onOpenChange,
}: {
  unit: Equipment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { timeZone } = useOrganizationClock();
  const add = useAddRefrigerantEntry();
  const technicians = useQuery({
    ...techniciansQueryOptions({ isActive: 'true', limit: 100 }),
    enabled: open,
  });
  const form = useZodForm<Values, unknown>(refrigerantLogCreateSchema);
  const { errors } = form.formState;

  useEffect(() => {
    if (open)
      form.reset({
        action: 'added',
        amountOz: '',
        refrigerantType: unit.refrigerantType ?? '',
        technicianId: '',
        servicedOn: todayIn(timeZone),
        notes: '',
      });
  }, [open, unit.refrigerantType, timeZone, form]);

  const submit = form.handleSubmit(() => {
    const body: RefrigerantLogCreateBody = form.getValues();
    add.mutate(
      { id: unit.id, body },
      {
        onSuccess: () => {
          toast({ title: EQUIPMENT_MESSAGES.refrigerantLogged });
          onOpenChange(false);
        },
        onError: (error) => {
          if (!setServerErrors(form, error))
            toast({
              title: 'Error',
              description: errorMessage(error, 'Error recording refrigerant'),
              variant: 'destructive',
            });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log Refrigerant</DialogTitle>
          <DialogDescription>Refrigerant added to or recovered from this unit.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
          <SelectField
            control={form.control}
            name="action"
            id="refrigerant-action"
            label="Action"
            required
            options={REFRIGERANT_ACTIONS.map((a) => ({
              value: a,
              label: a === 'added' ? 'Added' : 'Recovered',
            }))}
          />
          <FormField label="Amount (oz)" required error={errors.amountOz?.message}>
            <Input inputMode="decimal" {...form.register('amountOz')} />
          </FormField>
          <FormField label="Refrigerant" error={errors.refrigerantType?.message}>
            <Input placeholder="R-410A" {...form.register('refrigerantType')} />
          </FormField>
          <FormField label="Date" error={errors.servicedOn?.message}>
            <Input type="date" {...form.register('servicedOn')} />
          </FormField>
          <SelectField
            control={form.control}
            name="technicianId"
            id="refrigerant-technician"
            label="Technician"
            required
            error={errors.technicianId?.message}
            className="sm:col-span-2"
            placeholder="Select a technician"
            options={(technicians.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
          <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea
              rows={2}
              placeholder="Leak found and repaired, cylinder number…"
              {...form.register('notes')}
            />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={add.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Record
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
