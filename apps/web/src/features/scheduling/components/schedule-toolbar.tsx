import { ChevronLeft, ChevronRight } from 'lucide-react';
import { JOB_PRIORITIES, JOB_STATUSES } from '@tradeworks/contracts/service-jobs';
import { format, endOfWeek, startOfWeek } from 'date-fns';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { JOB_STATUS_LABELS, PRIORITY_LABELS } from '@/features/dispatching/public';
import { cn } from '@/lib/utils';
import {
  SCHEDULE_VIEWS,
  VIEW_LABELS,
  WEEK_STARTS_ON,
  type FilterKey,
  type ScheduleView,
} from '../lib/schedule-url';
import type { Lane } from './calendar-types';

function title(view: ScheduleView, date: Date): string {
  if (view === 'month') return format(date, 'MMMM yyyy');
  if (view === 'week') {
    const start = startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    const end = endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  }
  return format(date, 'EEEE, MMMM d, yyyy');
}

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-40';

function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <select
        id={props.id}
        className={selectClass}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">All</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ScheduleToolbarProps {
  view: ScheduleView;
  date: Date;
  filters: Record<FilterKey, string>;
  lanes: Lane[];
  onView: (view: ScheduleView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onFilter: (key: FilterKey, value: string) => void;
}

/** Previous / Today / Next, the range shown, the view switch and the filters (all kept in the URL). */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { view, date, filters, lanes, onView, onStep, onToday, onFilter } = props;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" onClick={() => onStep(-1)} aria-label="Previous">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={onToday}>
            Today
          </Button>
          <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label="Next">
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 className="ml-1 text-base font-semibold" aria-live="polite">
            {title(view, date)}
          </h2>
        </div>
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-md border bg-muted p-0.5">
          {SCHEDULE_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === v
                  ? 'bg-background text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <FilterSelect
          id="schedule-technician"
          label="Technician"
          value={filters.technicianId}
          options={lanes.map((l) => [l.id, l.title])}
          onChange={(v) => onFilter('technicianId', v)}
        />
        <FilterSelect
          id="schedule-priority"
          label="Priority"
          value={filters.priority}
          options={JOB_PRIORITIES.map((p) => [p, PRIORITY_LABELS[p]])}
          onChange={(v) => onFilter('priority', v)}
        />
        <FilterSelect
          id="schedule-status"
          label="Status"
          value={filters.status}
          options={JOB_STATUSES.map((s) => [s, JOB_STATUS_LABELS[s]])}
          onChange={(v) => onFilter('status', v)}
        />
      </div>
    </div>
  );
}
