import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';
import { isPostalCode } from './postal-code';

describe('isPostalCode', () => {
  it.each(['78704', '78704-1234', 'K1A 0B1', 'SW1A 1AA', '2000', '10115'])('%j is a code', (code) => {
    expect(isPostalCode(code)).toBe(true);
  });
  it.each(['ABCDE', 'n/a', '123', '1234567', '', '7870 4!'])('%j is not', (code) => {
    expect(isPostalCode(code)).toBe(false);
  });
});

describe('isPhoneNumber', () => {
  it.each(['(512) 555-0142', '512.555.0142 x12', '+44 20 7946 0958', '1-800-FLOWERS', '555-0142'])(
    '%j is a number',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['not-a-phone', 'n/a', '555', 'call me', '1234567890123456'])('%j is not', (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
});
