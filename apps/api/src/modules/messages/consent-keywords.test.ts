import { describe, expect, it } from 'vitest';
import { consentKeyword } from './consent-keywords';

describe('consent keywords', () => {
  it('reads the standard opt-out, opt-in and help words in any case, alone in the text', () => {
    expect(consentKeyword('STOP')).toEqual({ keyword: 'STOP', meaning: 'opt_out' });
    expect(consentKeyword(' unsubscribe. ')).toEqual({ keyword: 'UNSUBSCRIBE', meaning: 'opt_out' });
    expect(consentKeyword('Start')).toEqual({ keyword: 'START', meaning: 'opt_in' });
    expect(consentKeyword('help!')).toEqual({ keyword: 'HELP', meaning: 'help' });
  });

  it('leaves ordinary messages alone', () => {
    expect(consentKeyword('Stop by at 3?')).toBeNull();
    expect(consentKeyword('Please stop texting me')).toBeNull();
    expect(consentKeyword('C')).toBeNull();
  });
});
