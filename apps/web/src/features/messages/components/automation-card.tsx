import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Loader2 } from 'lucide-react';
import {
  AUTOMATION_LABELS,
  AUTOMATION_OFFSETS,
  AUTOMATION_VARIABLES,
  PREVIEW_VALUES,
  automationPatchSchema,
  renderTemplate,
  type Automation,
  type AutomationKind,
} from '@tradeworks/contracts/messaging-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateMessagingSettings } from '../api/update-messaging-settings';
import { AUTOMATION_HINTS } from './automation-hints';
import { AutomationLog } from './automation-log';

interface Values {
  template: string;
  offsets: string[];
}

/** The contract's rule for the automation, read from the inputs (offsets typed as text, blanks ignored). */
function formSchema(kind: AutomationKind) {
  const contract = automationPatchSchema(kind).shape;
  return z.object({
    template: contract.template,
    offsets: z
      .array(z.string())
      .transform((typed): number[] | undefined => typed.filter((v) => v.trim() !== '').map(Number))
      .pipe(contract.offsets),
  });
}

const valuesOf = (kind: AutomationKind, a: Automation): Values => ({
  template: a.template,
  offsets: Array.from({ length: AUTOMATION_OFFSETS[kind]?.max ?? 0 }, (_, i) =>
    a.offsets[i] === undefined ? '' : String(a.offsets[i]),
  ),
});

/** One automation: its switch (saved at once), its template with variables and offsets, a preview and its log. */
export function AutomationCard({
  kind,
  automation,
  companyName,
}: {
  kind: AutomationKind;
  automation: Automation;
  companyName: string;
}) {
  const update = useUpdateMessagingSettings();
  const form = useZodForm<Values, { template?: string; offsets?: number[] }>(formSchema(kind), {
    defaultValues: valuesOf(kind, automation),
  });
  const [showLog, setShowLog] = useState(false);
  const templateRef = useRef<HTMLTextAreaElement | null>(null);
  const template = useWatch({ control: form.control, name: 'template' });
  const offsets = AUTOMATION_OFFSETS[kind];
  const id = `automation-${kind}`;
  const errors = form.formState.errors;

  useEffect(() => {
    form.reset(valuesOf(kind, automation));
  }, [kind, automation, form]);

  const save = (change: Partial<Automation>, done: string) =>
    update.mutate(
      { automations: { [kind]: change } },
      {
        onSuccess: () => toast({ title: 'Success', description: done }),
        onError: (e) =>
          toast({ title: 'Error', description: errorMessage(e, 'Failed to save'), variant: 'destructive' }),
      },
    );

  const insertVariable = (name: string) => {
    const box = templateRef.current;
    const text = form.getValues('template');
    const at = box?.selectionStart ?? text.length;
    const next = `${text.slice(0, at)}{${name}}${text.slice(box?.selectionEnd ?? at)}`;
    form.setValue('template', next, { shouldDirty: true, shouldValidate: true });
    box?.focus();
  };

  const { ref: registerRef, ...templateField } = form.register('template');
  const preview = renderTemplate(template ?? '', { ...PREVIEW_VALUES, company_name: companyName });

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="text-base">
            <label htmlFor={id}>{AUTOMATION_LABELS[kind]}</label>
          </CardTitle>
          <CardDescription>{AUTOMATION_HINTS[kind]}</CardDescription>
        </div>
        <Switch
          id={id}
          checked={automation.enabled}
          disabled={update.isPending}
          onCheckedChange={(enabled) =>
            save({ enabled }, `${AUTOMATION_LABELS[kind]} ${enabled ? 'switched on' : 'switched off'}`)
          }
        />
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((v) => save(v, `${AUTOMATION_LABELS[kind]} saved`))}
        >
          <FormField label="Template" error={errors.template?.message}>
            <Textarea
              rows={3}
              {...templateField}
              ref={(el) => {
                registerRef(el);
                templateRef.current = el;
              }}
            />
          </FormField>
          <div className="flex flex-wrap items-center gap-1.5" aria-label="Variables">
            <span className="text-xs text-muted-foreground">Insert:</span>
            {AUTOMATION_VARIABLES[kind].map((name) => (
              <Button
                key={name}
                type="button"
                variant="outline"
                size="sm"
                className="h-7 px-2 font-mono text-xs"
                onClick={() => insertVariable(name)}
              >
                {`{${name}}`}
              </Button>
            ))}
          </div>
          {offsets && (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">Send at ({offsets.label})</legend>
              <div className="flex flex-wrap gap-2">
                {Array.from({ length: offsets.max }, (_, i) => (
                  <Input
                    key={i}
                    type="number"
                    inputMode="numeric"
                    min={offsets.min}
                    max={offsets.limit}
                    className="w-24"
                    aria-label={`Offset ${i + 1} (${offsets.unit})`}
                    {...form.register(`offsets.${i}`)}
                  />
                ))}
              </div>
              {errors.offsets && (
                <p className="text-sm text-destructive" role="alert">
                  {errors.offsets.message ?? errors.offsets.root?.message}
                </p>
              )}
            </fieldset>
          )}
          <div className="grid gap-1.5">
            <span className="text-sm font-medium" id={`${id}-preview`}>
              Preview
            </span>
            <p
              aria-labelledby={`${id}-preview`}
              className="max-w-md rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground wrap-anywhere"
            >
              {preview || ' '}
            </p>
            <span className="text-xs text-muted-foreground">
              {preview.length} characters · {preview.length <= 160 ? 1 : Math.ceil(preview.length / 153)} SMS
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Save
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setShowLog((v) => !v)}
              aria-expanded={showLog}
            >
              {showLog ? 'Hide log' : 'Show log'}
            </Button>
          </div>
        </form>
        {showLog && (
          <div className="mt-4">
            <AutomationLog kind={kind} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
