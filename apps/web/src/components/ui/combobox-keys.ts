/**
 * The keyboard rules every picker shares (clients, services, parts): what a key does to the highlighted
 * option of an open list. Kept pure so the rules are unit-tested without a browser.
 */
export type ComboboxKeyResult =
  | { kind: 'move'; active: number }
  | { kind: 'pick'; index: number }
  | { kind: 'close' }
  | { kind: 'none' };

export function comboboxKey(key: string, active: number, count: number): ComboboxKeyResult {
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', active: count ? (active + 1) % count : 0 };
    case 'ArrowUp':
      return { kind: 'move', active: count ? (active - 1 + count) % count : 0 };
    case 'Home':
      return { kind: 'move', active: 0 };
    case 'End':
      return { kind: 'move', active: Math.max(count - 1, 0) };
    case 'Enter':
      return active >= 0 && active < count ? { kind: 'pick', index: active } : { kind: 'none' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}

/**
 * A key pressed on the closed picker's button that starts a search ("type to search"): a single printable
 * character without Ctrl/Alt/Meta. Space is left to the button (it opens the list).
 */
export function startsSearch(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.altKey && !event.metaKey;
}
