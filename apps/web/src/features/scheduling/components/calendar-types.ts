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

/** A column of the time views: a day (day, week) or a technician's lane. */
export interface TimeGridColumn {
  key: string;
  /** The column's day (a wall-clock midnight) and its YYYY-MM-DD. */
  date: Date;
  dateKey: string;
  /** The technician of a lane. */
  laneId?: string;
  title: string;
  /** Jobs of that day the server did not send (more than the calendar draws a day). */
  more?: number;
}
