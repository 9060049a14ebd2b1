import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstMessage } from '@/lib/use-zod-form';
import { CataloguePicker } from './catalogue-picker';

/** One catalogue service a job (or each visit of an agreement) performs, as the form holds it. */
export interface ServiceLine {
  serviceId: string;
  name: string;
  quantity: string;
}

interface ServiceLinesFieldProps {
  id: string;
  description?: ReactNode;
  /** The accessible name of the list of picked services. */
  listLabel: string;
  /** After a service is added (a job takes its name as the service type when it has none). */
  onAdded?: (line: ServiceLine) => void;
}

/**
 * The `services` field of a form (inside its FormProvider): a catalogue picker that adds a service once, and
 * the picked services with their quantity and a remove button.
 */
export function ServiceLinesField({ id, description, listLabel, onAdded }: ServiceLinesFieldProps) {
  const form = useFormContext<{ services: ServiceLine[] }>();
  const lines = useFieldArray({ control: form.control, name: 'services', keyName: 'key' });
  return (
    <div className="grid gap-2 sm:col-span-2">
      <FormField
        id={id}
        label="Services"
        error={firstMessage(form.formState.errors.services)}
        description={description}
      >
        <CataloguePicker
          id={id}
          kind="service"
          value={null}
          selectedLabel=""
          onChange={(choice) => {
            if (lines.fields.some((s) => s.serviceId === choice.id)) return;
            const line = { serviceId: choice.id, name: choice.name, quantity: '1' };
            lines.append(line);
            onAdded?.(line);
          }}
        />
      </FormField>
      {lines.fields.length > 0 && (
        <ul className="grid gap-2" aria-label={listLabel}>
          {lines.fields.map((line, i) => (
            <li key={line.key} className="flex items-center gap-2 rounded-md border p-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{line.name}</span>
              <Input
                aria-label={`Quantity of ${line.name}`}
                type="number"
                min={1}
                className="w-20"
                {...form.register(`services.${i}.quantity`)}
              />
              <Button
                type="button"
                variant="destructive-ghost"
                size="icon-sm"
                aria-label={`Remove ${line.name}`}
                onClick={() => lines.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
