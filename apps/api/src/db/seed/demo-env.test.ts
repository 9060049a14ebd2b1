import { describe, expect, it } from 'vitest';
import { serverSmsConfig } from '../../platform/sms/tenant-sms';
import { demoEnv } from './demo-env';

describe('demoEnv', () => {
  it('drops a server-wide Twilio account, so the demo captures its texts instead of sending them', () => {
    const env = demoEnv({
      APP_SECRET_KEY: 'x'.repeat(64),
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15125550100',
    });
    const sms = serverSmsConfig(env);
    expect(sms.accountSid).toBeUndefined();
    expect(sms.authToken).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data-demo');
  });
});
