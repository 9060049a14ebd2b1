import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import type { OptimizeRoutesResult } from '@tradeworks/contracts/dispatching';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useOrganizationClock } from '@/lib/organization-clock';
import { formatTime } from '../lib/dispatch-labels';

/**
 * The optimiser's plan: per technician the stops in order with times, drive time, % saved, unplaced jobs and
 * why. A preview ("Proposed routes") changes nothing until Apply; `actions` are the buttons under it.
 */
export function OptimizeResultPanel({
  result,
  onClose,
  actions,
}: {
  result: OptimizeRoutesResult;
  onClose: () => void;
  actions: ReactNode;
}) {
  const { plan } = result;
  const { timeZone } = useOrganizationClock();
  return (
    <Card aria-label={result.applied ? 'Optimized routes' : 'Proposed routes'}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            {result.applied ? 'Optimized routes' : 'Proposed routes'} for {plan.date}
          </CardTitle>
          <CardDescription>
            {result.applied ? '' : 'Nothing has changed yet: review the plan, then Apply or Discard. '}
            {result.message} Drive time {plan.driveMinutes} min against {plan.baselineDriveMinutes} min{' '}
            {plan.baseline === 'previous' ? 'in the previous order' : 'for a nearest-neighbour plan'}:{' '}
            <strong className="text-foreground">{result.efficiencyImprovement}% saved</strong>.
          </CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onClose}
          aria-label={result.applied ? 'Close the optimized routes' : 'Discard the proposed routes'}
        >
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {plan.routes.map((route) => (
          <section
            key={route.technicianId}
            className="min-w-0 rounded-lg border p-3"
            aria-label={`Route of ${route.technicianName}`}
          >
            <h3 className="font-medium">{route.technicianName}</h3>
            <p className="mb-2 text-xs text-muted-foreground">
              {route.stops.length} {route.stops.length === 1 ? 'stop' : 'stops'} · {route.driveMinutes} min ·{' '}
              {route.driveKm} km driving
            </p>
            <ol className="grid grid-cols-1 gap-1 text-sm">
              {route.stops.map((stop) => (
                <li key={stop.jobId} className="flex gap-2">
                  <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                    {stop.routeOrder}.
                  </span>
                  <span className="w-[4.5rem] shrink-0 whitespace-nowrap tabular-nums">
                    {formatTime(stop.plannedArrival, timeZone)}
                  </span>
                  <span className="min-w-0 truncate">
                    {stop.jobNumber} · {stop.clientName}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))}
        {plan.routes.length === 0 && (
          <p className="text-sm text-muted-foreground">No routes to plan for this day.</p>
        )}
        {plan.unplaced.length > 0 && (
          <section
            className="rounded-lg border border-warning/40 p-3 md:col-span-2 xl:col-span-3"
            aria-label="Unplaced jobs"
          >
            <h3 className="mb-2 font-medium">Could not be placed</h3>
            <ul className="grid gap-1 text-sm">
              {plan.unplaced.map((job) => (
                <li key={job.jobId}>
                  <span className="font-medium">{job.jobNumber}</span> · {job.clientName} — {job.reason}
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">{actions}</CardFooter>
    </Card>
  );
}
