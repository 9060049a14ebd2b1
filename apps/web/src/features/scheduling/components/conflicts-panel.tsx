import type { ScheduleConflict } from '@tradeworks/contracts/scheduling';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

const KIND_LABELS: Record<ScheduleConflict['kind'], string> = {
  overlap: 'Overlap',
  window: 'Arrival window',
  hours: 'Working hours',
};

interface ConflictsPanelProps {
  conflicts: ScheduleConflict[] | undefined;
  isError: boolean;
  canEdit: boolean;
  onOpen: (jobId: string) => void;
  onShiftLater: (jobId: string) => void;
  shifting: boolean;
}

/** The server's conflicts in the visible range (GET /api/schedule/conflicts); each opens its job. */
export function ConflictsPanel({
  conflicts,
  isError,
  canEdit,
  onOpen,
  onShiftLater,
  shifting,
}: ConflictsPanelProps) {
  const rows = conflicts ?? [];
  // Overlaps come in pairs (each job names the other): shifting helps from the earlier of the two.
  const starts = new Map(rows.map((c) => [c.jobId, c.scheduledDate]));
  const isEarlier = (c: ScheduleConflict) =>
    !c.otherJobId || !starts.has(c.otherJobId) || c.scheduledDate <= starts.get(c.otherJobId)!;
  return (
    <Card className="flex min-h-0 flex-col" aria-labelledby="conflicts-title">
      <CardHeader className="p-4 pb-2 sm:p-4 sm:pb-2">
        <CardTitle id="conflicts-title" className="flex items-center gap-2">
          <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
          Conflicts ({rows.length})
        </CardTitle>
      </CardHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-3">
        {isError && <p className="text-sm text-destructive">Could not check for conflicts.</p>}
        {!isError && rows.length === 0 && (
          <p className="text-sm text-muted-foreground">No conflicts in this range.</p>
        )}
        <ul className="grid gap-2">
          {rows.map((c) => (
            <li key={`${c.kind}-${c.jobId}-${c.otherJobId ?? ''}`} className="rounded-lg border p-2 text-sm">
              <p className="text-xs font-semibold uppercase tracking-wide text-destructive">
                {KIND_LABELS[c.kind]}
              </p>
              <p>{c.message}</p>
              <div className="mt-1 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onOpen(c.jobId)}>
                  Open<span className="sr-only"> {c.jobNumber}</span>
                </Button>
                {canEdit && c.kind === 'overlap' && isEarlier(c) && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={shifting}
                    onClick={() => onShiftLater(c.jobId)}
                  >
                    Shift later visits<span className="sr-only"> after {c.jobNumber}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
