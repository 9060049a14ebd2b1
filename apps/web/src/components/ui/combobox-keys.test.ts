import { describe, expect, it } from 'vitest';
import { comboboxKey, startsSearch } from './combobox-keys';

const key = (k: string) => ({ key: k, ctrlKey: false, altKey: false, metaKey: false });

describe('picker keyboard (every client, service and part picker)', () => {
  it('arrows move the highlight and wrap around the list', () => {
    expect(comboboxKey('ArrowDown', 0, 3)).toEqual({ kind: 'move', active: 1 });
    expect(comboboxKey('ArrowDown', 2, 3)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', 0, 3)).toEqual({ kind: 'move', active: 2 });
    expect(comboboxKey('Home', 2, 3)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('End', 0, 3)).toEqual({ kind: 'move', active: 2 });
  });

  it('arrows on an empty list stay at the start', () => {
    expect(comboboxKey('ArrowDown', 0, 0)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('End', 0, 0)).toEqual({ kind: 'move', active: 0 });
  });

  it('Enter picks the highlighted option, and nothing when there is none', () => {
    expect(comboboxKey('Enter', 1, 3)).toEqual({ kind: 'pick', index: 1 });
    expect(comboboxKey('Enter', 0, 0)).toEqual({ kind: 'none' });
  });

  it('Escape closes; other keys go to the search box', () => {
    expect(comboboxKey('Escape', 1, 3)).toEqual({ kind: 'close' });
    expect(comboboxKey('a', 1, 3)).toEqual({ kind: 'none' });
  });

  it('typing a character on the closed picker starts a search; shortcuts, Space and Tab do not', () => {
    expect(startsSearch(key('c'))).toBe(true);
    expect(startsSearch(key('4'))).toBe(true);
    expect(startsSearch(key(' '))).toBe(false);
    expect(startsSearch(key('Tab'))).toBe(false);
    expect(startsSearch({ ...key('c'), ctrlKey: true })).toBe(false);
    expect(startsSearch({ ...key('v'), metaKey: true })).toBe(false);
  });
});
