import { Link } from 'react-router';
import { MapPinned, UserPlus } from 'lucide-react';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { ViewRowLink } from '@/components/row-links';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useOrganizationClock } from '@/lib/organization-clock';
import { formatDateTime, formatDuration } from '../lib/dispatch-labels';
import { JobStatusBadge, PriorityBadge } from './dispatch-badges';

interface JobsTableProps {
  jobs: ServiceJob[];
  canEdit: boolean;
  onAssign: (job: ServiceJob) => void;
  onTrack: (job: ServiceJob) => void;
}

/**
 * Job, Client, Service, Priority, Status, Technician, Scheduled, Actions. Assign only where the job allows it.
 * Times are on the organization's clock (the board says so above when the device is elsewhere).
 */
export function JobsTable({ jobs, canEdit, onAssign, onTrack }: JobsTableProps) {
  const { timeZone } = useOrganizationClock();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Job</TableHead>
          <TableHead className="hidden md:table-cell">Service</TableHead>
          <TableHead className="hidden sm:table-cell">Priority</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden lg:table-cell">Technician</TableHead>
          <TableHead className="hidden md:table-cell">Scheduled</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell className="max-w-56">
              <Link to={`/dispatching/jobs/${job.id}`} className="font-medium hover:underline">
                {job.jobNumber}
              </Link>
              <p className="truncate text-xs text-muted-foreground">{job.clientName}</p>
              <p className="text-xs text-muted-foreground md:hidden">
                {formatDateTime(job.scheduledDate, timeZone)}
              </p>
            </TableCell>
            <TableCell className="hidden max-w-56 md:table-cell">
              <p className="truncate">{job.serviceType}</p>
              <p className="text-xs text-muted-foreground">{formatDuration(job.estimatedDuration)}</p>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <PriorityBadge priority={job.priority} />
            </TableCell>
            <TableCell>
              <JobStatusBadge status={job.status} />
              {job.unplacedReason && job.status !== 'completed' && job.status !== 'cancelled' && (
                <p className="mt-1 max-w-48 text-xs text-warning">{job.unplacedReason}</p>
              )}
            </TableCell>
            <TableCell className="hidden lg:table-cell">{job.technicianName ?? 'Unassigned'}</TableCell>
            <TableCell className="hidden md:table-cell">
              {formatDateTime(job.scheduledDate, timeZone)}
              {job.plannedArrival && (
                <p className="text-xs text-muted-foreground">
                  Planned {formatDateTime(job.plannedArrival, timeZone)}
                </p>
              )}
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                {canEdit && job.allowedActions.includes('assign') && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onAssign(job)}
                    aria-label={`Assign ${job.jobNumber}`}
                  >
                    <UserPlus aria-hidden="true" />
                    <span className="hidden sm:inline">Assign</span>
                  </Button>
                )}
                {job.technicianId && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onTrack(job)}
                    aria-label={`Track ${job.jobNumber}`}
                  >
                    <MapPinned aria-hidden="true" />
                    <span className="hidden sm:inline">Track</span>
                  </Button>
                )}
                <ViewRowLink to={`/dispatching/jobs/${job.id}`} name={job.jobNumber} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
