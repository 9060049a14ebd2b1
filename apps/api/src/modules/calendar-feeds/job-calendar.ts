import { wallParts } from '@tradeworks/contracts/zone-clock';
import { escapeText, joinLines, localStamp, offsetMinutes, utcStamp } from './ical-text';
import { vtimezoneLines } from './vtimezone';

/** What a feed says of a job: no more than a technician or dispatcher sees of it on the schedule. */
export interface CalendarJob {
  id: string;
  jobNumber: string;
  clientName: string;
  serviceType: string;
  status: 'pending' | 'assigned' | 'in-progress' | 'completed' | 'cancelled';
  scheduledDate: Date;
  /** Minutes. */
  estimatedDuration: number;
  address: string | null;
  description: string | null;
  technicianName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface JobCalendar {
  /** X-WR-CALNAME: what a calendar app calls the subscription. */
  name: string;
  timeZone: string;
  /** The span the feed covers (the VTIMEZONE covers it). */
  from: Date;
  to: Date;
  /** DTSTAMP: when this copy of the feed was made. */
  now: Date;
  /** Whose jobs: technicians' names go into the summaries of a team feed. */
  team: boolean;
  jobs: CalendarJob[];
}

const STATUS: Record<CalendarJob['status'], string> = {
  pending: 'TENTATIVE',
  assigned: 'CONFIRMED',
  'in-progress': 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

const STATUS_WORDS: Record<CalendarJob['status'], string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * SEQUENCE (RFC 5545 §3.8.7.4) must grow with each revision: the seconds from the job's creation to its last
 * change grow with every change and need no counter of their own.
 */
export const sequenceOf = (job: CalendarJob): number =>
  Math.max(0, Math.floor((job.updatedAt.getTime() - job.createdAt.getTime()) / 1000));

const DAY_MS = 86_400_000;

/**
 * A DTSTART/DTEND value: local time with the organization's TZID, except in the hour a clock change repeats.
 * RFC 5545 (§3.3.5) reads a repeated local time as its first occurrence and some parsers (ical.js) as the
 * second, so an instant in that hour is written in UTC, which every reader takes the same way.
 */
function dateTime(name: string, instant: Date, zone: string): string {
  const local = localStamp(wallParts(instant, zone));
  const offset = offsetMinutes(instant, zone);
  for (const near of [instant.getTime() - DAY_MS, instant.getTime() + DAY_MS]) {
    const other = offsetMinutes(new Date(near), zone);
    const twin = new Date(instant.getTime() + (offset - other) * 60_000);
    if (other !== offset && localStamp(wallParts(twin, zone)) === local)
      return `${name}:${utcStamp(instant)}`;
  }
  return `${name};TZID=${zone}:${local}`;
}

const endOf = (job: CalendarJob) => job.scheduledDate.getTime() + job.estimatedDuration * 60_000;

function eventLines(job: CalendarJob, calendar: JobCalendar): string[] {
  const end = new Date(endOf(job));
  const tz = calendar.timeZone;
  const summary = [
    `${job.jobNumber} ${job.serviceType} — ${job.clientName}`,
    calendar.team && job.technicianName ? ` (${job.technicianName})` : '',
  ].join('');
  const description = [
    `Job ${job.jobNumber}: ${STATUS_WORDS[job.status]}`,
    calendar.team ? `Technician: ${job.technicianName ?? 'Unassigned'}` : null,
    job.description,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    // Stable per job: an update or cancellation replaces the same event in the subscriber's calendar.
    `UID:job-${job.id}@tradeworks`,
    `DTSTAMP:${utcStamp(calendar.now)}`,
    `CREATED:${utcStamp(job.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(job.updatedAt)}`,
    `SEQUENCE:${sequenceOf(job)}`,
    dateTime('DTSTART', job.scheduledDate, tz),
    dateTime('DTEND', end, tz),
    `SUMMARY:${escapeText(job.status === 'cancelled' ? `Cancelled: ${summary}` : summary)}`,
    ...(job.address ? [`LOCATION:${escapeText(job.address)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${STATUS[job.status]}`,
    `TRANSP:${job.status === 'cancelled' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** The feed: an RFC 5545 VCALENDAR with the organization's VTIMEZONE and one VEVENT per job. */
export function jobCalendar(calendar: JobCalendar): string {
  // The time zone covers every start and end written with it (a long job may end after the span).
  const zoneTo = new Date(Math.max(calendar.to.getTime(), ...calendar.jobs.map(endOf)) + 60_000);
  return joinLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tradeworks//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    // RFC 7986 (and its older Microsoft spelling): ask subscribers to refresh every 15 minutes.
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...vtimezoneLines(calendar.timeZone, calendar.from, zoneTo),
    ...calendar.jobs.flatMap((job) => eventLines(job, calendar)),
    'END:VCALENDAR',
  ]);
}
