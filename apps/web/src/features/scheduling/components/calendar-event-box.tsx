import { memo, type CSSProperties } from 'react';
import { AlertTriangle } from 'lucide-react';
import { timeRangeLabel, type CalendarEvent } from '../lib/calendar-events';

export type DragMode = 'move' | 'resize';

interface CalendarEventBoxProps {
  event: CalendarEvent;
  style?: CSSProperties;
  /** The time label ("9:00–10:00 AM") is shown in the time views, not in a month cell. */
  withTime: boolean;
  draggable: boolean;
  resizable: boolean;
  dragging: boolean;
  onOpen: (event: CalendarEvent) => void;
  onDragStart: (event: CalendarEvent, mode: DragMode, e: React.PointerEvent) => void;
}

const tooltip = (e: CalendarEvent) => `${e.job.jobNumber} · ${e.job.clientName} · ${e.job.serviceType}`;

/**
 * A job on the calendar: a button (Enter or a click opens its dialog, the keyboard way to move it) with the
 * time, the number, client and service, and a warning mark when the server lists a conflict. Dragged with
 * the pointer to move; its bottom edge to resize. Few elements on purpose: a busy week draws hundreds.
 */
export const CalendarEventBox = memo(function CalendarEventBox(props: CalendarEventBoxProps) {
  const { event, style, withTime, draggable, resizable, dragging, onOpen, onDragStart } = props;
  const { job } = event;
  const className = [
    `tw-cal-event tw-event tw-status-${job.status} tw-priority-${job.priority}`,
    event.conflict ? 'tw-conflict' : '',
    job.technicianId ? '' : 'tw-unassigned',
    draggable ? 'tw-cal-draggable' : '',
    dragging ? 'tw-cal-dragging' : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={className}
      style={style}
      title={tooltip(event)}
      data-job-id={job.id}
      onClick={() => onOpen(event)}
      onPointerDown={draggable ? (e) => onDragStart(event, 'move', e) : undefined}
    >
      {withTime && <span className="tw-cal-event-label">{timeRangeLabel(event.start, event.end)}</span>}
      <span className="tw-cal-event-content">
        {event.conflict && (
          <AlertTriangle className="tw-event-conflict" aria-label="Conflict" role="img" focusable="false" />
        )}
        <span className="tw-event-number">{job.jobNumber}</span>
        {` ${job.clientName} · ${job.serviceType}`}
      </span>
      {resizable && (
        <span
          className="tw-cal-resize"
          aria-hidden="true"
          onPointerDown={(e) => {
            e.stopPropagation();
            onDragStart(event, 'resize', e);
          }}
        />
      )}
    </button>
  );
});
