import type { CalendarEvent } from '../lib/calendar-events';

export interface Lane {
  id: string;
  title: string;
}

/** A job dropped or resized on the calendar: its new start and end (wall-clock dates) and lane. */
export interface MoveRequest {
  event: CalendarEvent;
  start: Date;
  end: Date;
  technicianId?: string;
}
