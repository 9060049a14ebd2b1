import type { TimeGridColumn } from './calendar-types';

interface TimeGridHeaderProps {
  columns: TimeGridColumn[];
  width: number;
  height: number;
  todayKey: string;
  /** Headers of days open that day (the week view). */
  daysOpen: boolean;
  onShowDay: (date: Date) => void;
}

/** The time views' header row: a day's date (opening it in the week) or a technician's name, and "+N more". */
export function TimeGridHeader({
  columns,
  width,
  height,
  todayKey,
  daysOpen,
  onShowDay,
}: TimeGridHeaderProps) {
  return (
    <div className="tw-cal-head" style={{ height }}>
      <div className="tw-cal-corner" />
      <div className="tw-cal-headers" style={{ width: columns.length * width }}>
        {columns.map((column, i) => (
          <div
            key={column.key}
            className={`tw-cal-column-header${column.dateKey === todayKey && !column.laneId ? ' tw-cal-today' : ''}`}
            style={{ left: i * width, width }}
          >
            {daysOpen ? (
              <button type="button" className="tw-cal-link" onClick={() => onShowDay(column.date)}>
                {column.title}
              </button>
            ) : (
              <span className="tw-cal-title" title={column.title}>
                {column.title}
              </span>
            )}
            {!!column.more && (
              <button type="button" className="tw-cal-more" onClick={() => onShowDay(column.date)}>
                +{column.more} more
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
