import { useEffect, useState } from 'react';
import { Check, Loader2, Undo2 } from 'lucide-react';
import type { OptimizeRoutesResult } from '@tradeworks/contracts/dispatching';
import { JOB_MESSAGES } from '@tradeworks/contracts/service-jobs';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useApplyRoutePlan } from '../api/apply-route-plan';
import { useUndoRoutePlan } from '../api/undo-route-plan';
import { formatTime } from '../lib/dispatch-labels';
import { OptimizeResultPanel } from './optimize-result-panel';

/** Whether `until` (ISO) is still ahead, re-checked every 15 s so Undo disappears when its time is over. */
function useStillBefore(until: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until !== null && Date.parse(until) > now;
}

/**
 * Optimize Routes' plan on the board: a preview offers Apply and Discard; once applied, Undo puts the day back
 * (assignments, order and times) until the server's undo period ends.
 */
export function RoutePlanCard({
  result,
  onChange,
}: {
  result: OptimizeRoutesResult;
  onChange: (next: OptimizeRoutesResult | null) => void;
}) {
  const apply = useApplyRoutePlan();
  const undo = useUndoRoutePlan();
  const { timeZone } = useOrganizationClock();
  const canUndo = useStillBefore(result.undoUntil);
  const busy = apply.isPending || undo.isPending;

  const runApply = () =>
    apply.mutate(result.planId, {
      onSuccess: (applied) => {
        onChange(applied);
        toast({
          title: JOB_MESSAGES.optimizeSuccess,
          description: `${applied.message} ${applied.efficiencyImprovement}% drive time saved.`,
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, JOB_MESSAGES.optimizeFailed),
        }),
    });
  const runUndo = () =>
    undo.mutate(result.planId, {
      onSuccess: (done) => {
        onChange(null);
        toast({ title: 'Routes restored', description: done.message });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to undo') }),
    });

  const actions = result.applied ? (
    canUndo && (
      <>
        <p className="mr-auto text-xs text-muted-foreground">
          Undo puts every job back as it was, until {formatTime(result.undoUntil!, timeZone)}.
        </p>
        <Button variant="outline" onClick={runUndo} disabled={busy}>
          {undo.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Undo2 aria-hidden="true" />
          )}
          Undo
        </Button>
      </>
    )
  ) : (
    <>
      <Button variant="outline" onClick={() => onChange(null)} disabled={busy}>
        Discard
      </Button>
      <Button onClick={runApply} disabled={busy}>
        {apply.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Check aria-hidden="true" />
        )}
        Apply
      </Button>
    </>
  );
  return <OptimizeResultPanel result={result} onClose={() => onChange(null)} actions={actions} />;
}
