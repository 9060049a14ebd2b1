import { ClipboardCheck } from 'lucide-react';
import type { ShownChecklists } from '../lib/apply-pending';
import { ChecklistItemField } from './checklist-item-field';

interface JobChecklistProps {
  list: ShownChecklists;
  /** Answers are taken while the job is open (the server also refuses them on a completed job). */
  disabled: boolean;
  /** Unfolded while the job is in progress; folded before and after. */
  expanded: boolean;
  onAnswer: (itemId: string, value: boolean | string | null, baseVersion: number) => void;
}

/**
 * The job's checklists on the technician's card, each folded under its name with how many items are answered;
 * open while the job is in progress. Answers go through the offline queue (see sync-actions).
 */
export function JobChecklist({ list, disabled, expanded, onAnswer }: JobChecklistProps) {
  if (!list.checklists.length) return null;
  return (
    <div className="grid gap-2">
      {list.checklists.map((checklist) => {
        const answered = checklist.items.filter((i) => i.value !== null).length;
        return (
          <details key={checklist.id} className="rounded-md border p-2" open={expanded}>
            <summary className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-foreground">
              <ClipboardCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                Checklist: {checklist.name} ({answered} of {checklist.items.length})
              </span>
            </summary>
            <ol className="grid gap-3 pt-3" aria-label={`Checklist: ${checklist.name}`}>
              {checklist.items.map((item) => (
                <ChecklistItemField
                  // A new answer from the server (or the queue) resets what the field shows.
                  key={`${item.id}:${String(item.value)}`}
                  item={item}
                  pending={list.pendingItemIds.has(item.id)}
                  disabled={disabled}
                  // Leaving a field without a change is not an answer.
                  onAnswer={(value) => value !== item.value && onAnswer(item.id, value, item.version)}
                />
              ))}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
