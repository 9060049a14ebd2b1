import { describe, expect, it } from 'vitest';
import {
  atMinute,
  groupCrowded,
  layoutColumn,
  widestCluster,
  snapMinute,
  visibleMinutes,
  visibleRange,
} from './calendar-layout';

describe('groupCrowded', () => {
  const crowd = (n: number, at = 540) =>
    Array.from({ length: n }, (_, i) => ({ id: `${at}-${i}`, start: at, end: at + 60 }));

  it('folds a cluster wider than fits into "+N more" in its last column and leaves the others alone', () => {
    const placed = layoutColumn([...crowd(8), ...crowd(2, 720)]);
    expect(widestCluster(placed)).toBe(8);
    const { shown, folded } = groupCrowded(placed, 3);
    // Two of the eight drawn, a third as wide each; six folded into one box in the third column.
    expect([...shown.keys()].filter((id) => id.startsWith('540-'))).toHaveLength(2);
    expect(shown.get('540-0')).toEqual({ column: 0, columns: 3 });
    expect(folded).toEqual([
      { ids: ['540-2', '540-3', '540-4', '540-5', '540-6', '540-7'], column: 2, columns: 3 },
    ]);
    // The 12:00 pair fits and is drawn as before.
    expect(shown.get('720-1')).toEqual({ column: 1, columns: 2 });
  });

  it('never folds to fewer than two columns, and folds nothing when every cluster fits', () => {
    const placed = layoutColumn(crowd(3));
    expect(groupCrowded(placed, 1).folded[0].ids).toHaveLength(2);
    expect(groupCrowded(placed, 3).folded).toEqual([]);
  });
});

describe('layoutColumn', () => {
  it('gives jobs that do not overlap the whole width', () => {
    const placed = layoutColumn([
      { id: 'a', start: 540, end: 600 },
      { id: 'b', start: 600, end: 660 },
    ]);
    expect(placed.get('a')).toMatchObject({ column: 0, columns: 1 });
    expect(placed.get('b')).toMatchObject({ column: 0, columns: 1 });
  });

  it('puts overlapping jobs side by side, reusing a sub-column once it is free', () => {
    const placed = layoutColumn([
      { id: 'long', start: 540, end: 720 },
      { id: 'first', start: 540, end: 600 },
      { id: 'second', start: 600, end: 660 },
      { id: 'later', start: 800, end: 860 },
    ]);
    expect(placed.get('long')).toMatchObject({ column: 0, columns: 2 });
    expect(placed.get('first')).toMatchObject({ column: 1, columns: 2 });
    expect(placed.get('second')).toMatchObject({ column: 1, columns: 2 });
    // A new cluster after the first one ends starts over at full width.
    expect(placed.get('later')).toMatchObject({ column: 0, columns: 1 });
  });

  it('counts a short job as long as it is drawn', () => {
    const spans = [
      { id: 'a', start: 540, end: 555 },
      { id: 'b', start: 555, end: 600 },
    ];
    expect(layoutColumn(spans).get('b')).toMatchObject({ column: 0, columns: 1 });
    expect(layoutColumn(spans, 30).get('b')).toMatchObject({ column: 1, columns: 2 });
  });

  it('lays out a busy day (100 jobs) with every job in a column of its cluster', () => {
    const spans = Array.from({ length: 100 }, (_, n) => ({
      id: String(n),
      start: 480 + (n % 9) * 60 + ((n >> 3) % 4) * 15,
      end: 540 + (n % 9) * 60 + ((n >> 3) % 4) * 15,
    }));
    const placed = layoutColumn(spans);
    expect(placed.size).toBe(100);
    for (const p of placed.values()) expect(p.column).toBeLessThan(p.columns);
    // No two jobs in the same sub-column overlap.
    for (const a of spans)
      for (const b of spans)
        if (a.id < b.id && placed.get(a.id)!.column === placed.get(b.id)!.column)
          expect(a.end <= b.start || b.end <= a.start).toBe(true);
  });
});

describe('time helpers', () => {
  it('snaps to 15 minutes within bounds', () => {
    expect(snapMinute(547, 0, 1440)).toBe(540);
    expect(snapMinute(548, 0, 1440)).toBe(555);
    expect(snapMinute(-20, 480, 1020)).toBe(480);
    expect(snapMinute(2000, 480, 1020)).toBe(1020);
  });

  it('makes the wall-clock date of a minute of a day', () => {
    expect(atMinute(new Date(2031, 2, 9), 150)).toEqual(new Date(2031, 2, 9, 2, 30));
  });

  it('shows a 24-hour day to midnight', () => {
    expect(visibleMinutes(new Date(1970, 0, 1, 8), new Date(1970, 0, 1, 17))).toEqual({
      first: 480,
      last: 1020,
    });
    expect(visibleMinutes(new Date(1970, 0, 1, 0), new Date(1970, 0, 1, 23, 59))).toEqual({
      first: 0,
      last: 1440,
    });
  });

  it('finds the items a viewport shows, with overscan', () => {
    expect(visibleRange(0, 300, 100, 50)).toEqual({ first: 0, last: 3 });
    expect(visibleRange(1000, 300, 100, 50)).toEqual({ first: 9, last: 13 });
    expect(visibleRange(4900, 300, 100, 50)).toEqual({ first: 48, last: 49 });
    expect(visibleRange(0, 300, 100, 0)).toEqual({ first: 0, last: -1 });
  });
});
