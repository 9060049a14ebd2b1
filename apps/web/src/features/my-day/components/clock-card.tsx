import { LogIn, LogOut, Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { timeIn } from '../lib/field-links';

interface ClockCardProps {
  /** Since when the technician is clocked in (the queued taps applied); null when clocked out. */
  clockedInAt: string | null;
  timeZone: string;
  onClock: (direction: 'clock-in' | 'clock-out') => void;
}

/**
 * The day's clock: clocked-in time that is not travel or on a job is the timesheet's "other" time. Works
 * offline like the job actions: the tap's time is kept and sent when the connection returns.
 */
export function ClockCard({ clockedInAt, timeZone, onClock }: ClockCardProps) {
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <Timer className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm text-foreground" data-testid="clock-state">
        {clockedInAt ? `Clocked in since ${timeIn(clockedInAt, timeZone)}` : 'Clocked out'}
      </p>
      <Button
        className="h-12"
        variant={clockedInAt ? 'outline' : 'default'}
        onClick={() => onClock(clockedInAt ? 'clock-out' : 'clock-in')}
      >
        {clockedInAt ? <LogOut aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {clockedInAt ? 'Clock out' : 'Clock in'}
      </Button>
    </Card>
  );
}
