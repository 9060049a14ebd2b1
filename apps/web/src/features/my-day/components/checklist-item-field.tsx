import { useState } from 'react';
import {
  CHECKLIST_MESSAGES,
  expectedRangeText,
  readingInput,
  type JobChecklistItem,
} from '@tradeworks/contracts/checklists';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SignaturePad } from './signature-pad';

interface ChecklistItemFieldProps {
  item: JobChecklistItem;
  pending: boolean;
  disabled: boolean;
  onAnswer: (value: boolean | string | null) => void;
}

/** Buttons for a small set of answers (yes/no, a choice): one tap each, the chosen one pressed. */
function ChoiceButtons(props: {
  labelId: string;
  options: { label: string; value: boolean | string }[];
  value: JobChecklistItem['value'];
  disabled: boolean;
  onAnswer: (value: boolean | string | null) => void;
}) {
  return (
    <div role="group" aria-labelledby={props.labelId} className="flex flex-wrap gap-2">
      {props.options.map((o) => {
        const pressed = props.value === o.value;
        return (
          <Button
            key={String(o.value)}
            type="button"
            variant={pressed ? 'default' : 'outline'}
            className="h-11 min-w-16"
            aria-pressed={pressed}
            disabled={props.disabled}
            // A second tap on the chosen answer clears it.
            onClick={() => props.onAnswer(pressed ? null : o.value)}
          >
            {o.label}
          </Button>
        );
      })}
    </div>
  );
}

/** A reading typed on the phone's number pad, checked as the server checks it, saved when the field is left. */
function ReadingInput({ item, inputId, disabled, onAnswer }: ChecklistItemFieldProps & { inputId: string }) {
  const shown =
    typeof item.value === 'string' ? item.value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === shown) return;
    if (trimmed === '') return onAnswer(null);
    const parsed = readingInput.safeParse(trimmed);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? CHECKLIST_MESSAGES.number);
    setError(null);
    onAnswer(parsed.data);
  };
  const range = expectedRangeText(item);
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          inputMode="decimal"
          className="h-11 max-w-40"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit())}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
        />
        {item.unit && <span className="text-sm text-muted-foreground">{item.unit}</span>}
      </div>
      <p
        id={`${inputId}-hint`}
        className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
      >
        {error ?? (range ? `Expected ${range}` : 'Any reading')}
      </p>
    </div>
  );
}

/** Free text, saved when the field is left. */
function TextAnswer({ item, inputId, disabled, onAnswer }: ChecklistItemFieldProps & { inputId: string }) {
  const shown = typeof item.value === 'string' ? item.value : '';
  const [text, setText] = useState(shown);
  return (
    <Textarea
      id={inputId}
      rows={2}
      maxLength={2000}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text.trim() !== shown && onAnswer(text.trim() || null)}
    />
  );
}

/** A signature item: drawn, then saved with a tap (each stroke is not an answer). */
function SignatureAnswer({ item, disabled, onAnswer }: ChecklistItemFieldProps) {
  const [drawn, setDrawn] = useState<string | null>(null);
  if (typeof item.value === 'string')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <img src={item.value} alt={`${item.label}: signed`} className="h-16 rounded border bg-white" />
        {!disabled && (
          <Button type="button" variant="outline" size="sm" onClick={() => onAnswer(null)}>
            Sign again
          </Button>
        )}
      </div>
    );
  return (
    <div className="grid gap-2">
      <SignaturePad label={item.label} onChange={setDrawn} disabled={disabled} />
      <Button
        type="button"
        className="justify-self-start"
        disabled={disabled || !drawn}
        onClick={() => onAnswer(drawn)}
      >
        Save signature
      </Button>
    </div>
  );
}

/** One checklist item with the control its kind needs, its required mark and the out-of-range flag. */
export function ChecklistItemField(props: ChecklistItemFieldProps) {
  const { item, pending, disabled, onAnswer } = props;
  const labelId = `item-${item.id}-label`;
  const inputId = `item-${item.id}`;
  const labelFor = item.kind === 'number' || item.kind === 'text' ? inputId : undefined;
  return (
    <li className="grid gap-2 border-t pt-3 first:border-t-0 first:pt-0" data-testid="checklist-item">
      <div className="flex flex-wrap items-center gap-2">
        <label id={labelId} htmlFor={labelFor} className="text-sm font-medium text-foreground">
          {item.label}
          {item.required && (
            <span className="text-destructive" aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {item.required && <span className="sr-only"> (required)</span>}
        </label>
        {item.outOfRange && <Badge variant="destructive">{CHECKLIST_MESSAGES.outOfRange}</Badge>}
        {pending && <Badge variant="warning">Pending sync</Badge>}
      </div>
      {item.kind === 'yesno' && (
        <ChoiceButtons
          labelId={labelId}
          options={[
            { label: 'Yes', value: true },
            { label: 'No', value: false },
          ]}
          value={item.value}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      )}
      {item.kind === 'choice' && (
        <ChoiceButtons
          labelId={labelId}
          options={(item.choices ?? []).map((c) => ({ label: c, value: c }))}
          value={item.value}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      )}
      {item.kind === 'number' && <ReadingInput {...props} inputId={inputId} />}
      {item.kind === 'text' && <TextAnswer {...props} inputId={inputId} />}
      {item.kind === 'signature' && <SignatureAnswer {...props} />}
      {item.kind === 'photo' && (
        <p className="text-sm text-muted-foreground">
          {item.value ? 'Photo added' : 'A photo of this is needed'}
        </p>
      )}
    </li>
  );
}
