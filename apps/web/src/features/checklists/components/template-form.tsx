import { Plus } from 'lucide-react';
import { AGREEMENT_SERVICE_TYPES } from '@tradeworks/contracts/service-agreements';
import type { ChecklistTemplateData } from '@tradeworks/contracts/checklists';
import { FormActions } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorsByPath, useZodForm } from '@/lib/use-zod-form';
import { newItem, templateDraftSchema, type TemplateDraft } from '../lib/template-draft';
import { ServicePicker } from './service-picker';
import { TemplateItemRow } from './template-item-row';

interface TemplateFormProps {
  initial: TemplateDraft;
  saving: boolean;
  /** The server's 400 messages by field path (items.2.max…). */
  serverErrors?: Record<string, string>;
  onSubmit: (body: ChecklistTemplateData) => void;
  onCancel: () => void;
}

/** A checklist template: its name, where it applies (services, agreement types) and its items in order. */
export function TemplateForm({ initial, saving, serverErrors, onSubmit, onCancel }: TemplateFormProps) {
  const form = useZodForm<TemplateDraft, ChecklistTemplateData>(templateDraftSchema, {
    defaultValues: initial,
  });
  // The draft is edited as one value (rows move, appear and go), checked as a whole on submit.
  const draft = form.watch() as TemplateDraft;
  const setDraft = (next: TemplateDraft) => {
    for (const key of Object.keys(next) as (keyof TemplateDraft)[]) form.setValue(key, next[key]);
  };
  const shown = { ...serverErrors, ...errorsByPath(form.formState.errors) };
  const itemErrors = (i: number) =>
    Object.fromEntries(
      Object.entries(shown)
        .filter(([path]) => path.startsWith(`items.${i}.`))
        .map(([path, message]) => [path.slice(`items.${i}.`.length), message]),
    );
  const setItems = (items: TemplateDraft['items']) => setDraft({ ...draft, items });
  const toggleType = (type: string) =>
    setDraft({
      ...draft,
      agreementServiceTypes: draft.agreementServiceTypes.includes(type)
        ? draft.agreementServiceTypes.filter((t) => t !== type)
        : [...draft.agreementServiceTypes, type],
    });

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Card>
        <CardHeader>
          <CardTitle>Template</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <Label htmlFor="template-name">Name</Label>
            <Input
              id="template-name"
              value={draft.name}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              aria-invalid={shown.name ? true : undefined}
              aria-describedby={shown.name ? 'template-name-error' : undefined}
            />
            {shown.name && (
              <p id="template-name-error" className="text-sm text-destructive">
                {shown.name}
              </p>
            )}
          </div>
          <ServicePicker value={draft.services} onChange={(services) => setDraft({ ...draft, services })} />
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Agreement visits</legend>
            {AGREEMENT_SERVICE_TYPES.map((type) => (
              <label key={type} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={draft.agreementServiceTypes.includes(type)}
                  onChange={() => toggleType(type)}
                />
                {type}
              </label>
            ))}
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Items</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {shown.items && <p className="text-sm text-destructive">{shown.items}</p>}
          <ol className="grid gap-3">
            {draft.items.map((item, i) => (
              <TemplateItemRow
                key={item.key}
                item={item}
                index={i}
                count={draft.items.length}
                errors={itemErrors(i)}
                onChange={(next) => setItems(draft.items.map((it, j) => (j === i ? next : it)))}
                onMove={(by) => {
                  const items = [...draft.items];
                  [items[i], items[i + by]] = [items[i + by]!, items[i]!];
                  setItems(items);
                }}
                onRemove={() => setItems(draft.items.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setItems([...draft.items, newItem()])}
          >
            <Plus aria-hidden="true" />
            Add item
          </Button>
        </CardContent>
      </Card>
      <FormActions saving={saving} onCancel={onCancel} submitLabel={saving ? 'Saving...' : 'Save template'} />
    </form>
  );
}
