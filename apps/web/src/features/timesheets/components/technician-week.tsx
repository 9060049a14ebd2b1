import { useState } from 'react';
import { Link } from 'react-router';
import { Lock, Pencil } from 'lucide-react';
import {
  TIME_ENTRY_KIND_LABELS,
  formatMinutes,
  type Timesheet,
  type TimeEntry,
} from '@tradeworks/contracts/timesheets';
import { formatInZone } from '@tradeworks/contracts/zone-clock';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useWeekApproval } from '../api/approve-week';
import { dayLabel, weekLabel } from '../lib/week';
import { CorrectEntryDialog } from './correct-entry-dialog';

interface TechnicianWeekProps {
  sheet: Timesheet;
  canEdit: boolean;
}

const time = (iso: string, zone: string) =>
  formatInZone(iso, zone, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

function Totals({ sheet }: { sheet: Timesheet }) {
  const week = sheet.weeks[0];
  if (!week) return null;
  const facts = [
    ['Travel', week.travelMinutes],
    ['On job', week.onJobMinutes],
    ['Other', week.otherMinutes],
    ['Total', week.totalMinutes],
    ['Regular', week.regularMinutes],
    ['Overtime', week.overtimeMinutes],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {facts.map(([label, minutes]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-sm font-medium tabular-nums">{formatMinutes(minutes)}</dd>
        </div>
      ))}
    </dl>
  );
}

function EntryRow({
  entry,
  zone,
  canEdit,
  onCorrect,
}: {
  entry: TimeEntry;
  zone: string;
  canEdit: boolean;
  onCorrect: () => void;
}) {
  return (
    <TableRow>
      <TableCell>
        {TIME_ENTRY_KIND_LABELS[entry.kind]}
        {entry.jobId && entry.jobNumber && (
          <Link
            to={`/dispatching/jobs/${entry.jobId}`}
            className="block text-xs text-primary hover:underline"
          >
            {entry.jobNumber}
          </Link>
        )}
      </TableCell>
      <TableCell className="text-sm">
        {time(entry.startedAt, zone)} –{' '}
        {entry.endedAt ? time(entry.endedAt, zone) : <Badge variant="info">Running</Badge>}
        {entry.correctionReason && (
          <span className="block text-xs text-muted-foreground">Corrected: {entry.correctionReason}</span>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatMinutes(entry.minutes)}</TableCell>
      <TableCell className="w-12 text-right">
        {entry.locked ? (
          <Lock className="ml-auto size-4 text-muted-foreground" aria-label="Locked (week approved)" />
        ) : (
          canEdit && (
            <Button variant="ghost" size="icon" onClick={onCorrect}>
              <Pencil aria-hidden="true" />
              <span className="sr-only">Correct this entry</span>
            </Button>
          )
        )}
      </TableCell>
    </TableRow>
  );
}

/** One technician's week: totals with overtime, each day, each entry (corrected with a reason), approval. */
export function TechnicianWeek({ sheet, canEdit }: TechnicianWeekProps) {
  const [correcting, setCorrecting] = useState<TimeEntry | null>(null);
  const approval = useWeekApproval();
  const week = sheet.weeks[0];
  const approved = week?.approvedAt != null;
  const act = (action: 'approve' | 'reopen') =>
    approval.mutate(
      { action, technicianId: sheet.technician.id, weekStart: sheet.from },
      {
        onSuccess: () =>
          toast({
            title: action === 'approve' ? 'Week approved' : 'Week reopened',
            description: `${sheet.technician.name}, ${weekLabel(sheet.from)}`,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Not saved') }),
      },
    );
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {sheet.technician.name} · {weekLabel(sheet.from)}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          {approved ? (
            <Badge variant="success">Approved{week?.approvedBy ? ` by ${week.approvedBy}` : ''}</Badge>
          ) : (
            <Badge variant="outline">Not approved</Badge>
          )}
          {canEdit && (
            <Button
              variant={approved ? 'outline' : 'default'}
              disabled={approval.isPending}
              onClick={() => act(approved ? 'reopen' : 'approve')}
            >
              {approved ? 'Reopen week' : 'Approve week'}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Totals sheet={sheet} />
        <Table aria-label="Days">
          <TableHeader>
            <TableRow>
              <TableHead>Day</TableHead>
              <TableHead className="text-right">Travel</TableHead>
              <TableHead className="text-right">On job</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Other</TableHead>
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sheet.days.map((d) => (
              <TableRow key={d.date}>
                <TableCell>{dayLabel(d.date)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMinutes(d.travelMinutes)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMinutes(d.onJobMinutes)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {formatMinutes(d.otherMinutes)}
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatMinutes(d.totalMinutes)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Time entries</h3>
          {sheet.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No time recorded this week.</p>
          ) : (
            <Table aria-label="Time entries">
              <TableHeader>
                <TableRow>
                  <TableHead>Kind</TableHead>
                  <TableHead>When</TableHead>
                  <TableHead className="text-right">Time</TableHead>
                  <TableHead className="w-12">
                    <span className="sr-only">Correct</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {sheet.entries.map((e) => (
                  <EntryRow
                    key={e.id}
                    entry={e}
                    zone={sheet.timeZone}
                    canEdit={canEdit}
                    onCorrect={() => setCorrecting(e)}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </CardContent>
      {correcting && (
        <CorrectEntryDialog
          entry={correcting}
          timeZone={sheet.timeZone}
          onClose={() => setCorrecting(null)}
        />
      )}
    </Card>
  );
}
