import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';

// Twilio's own worked example of X-Twilio-Signature (its security documentation and helper-library snippets).
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe('Twilio request signatures', () => {
  it("computes Twilio's documented signature", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('accepts only the exact URL, parameters and token', () => {
    const good = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';
    expect(isValidTwilioSignature(TOKEN, good, URL, PARAMS)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, undefined, URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature('54321', good, URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, good, `${URL}&x=1`, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, good, URL, { ...PARAMS, Digits: '1235' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, 'short', URL, PARAMS)).toBe(false);
  });
});
