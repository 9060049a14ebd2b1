import { loadEnv, type Env } from '../../env';

/**
 * The demo's settings: its own data directory unless DATA_DIR says otherwise, and no server-wide Twilio
 * account — the demo's clients have made-up numbers and its automations are switched on, so a TWILIO_* account
 * left in the environment would text strangers. Texts are captured instead (readable in Messages); an
 * organization's own Twilio card, entered in the app, still takes effect.
 */
export function demoEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return {
    ...loadEnv(source, { DATA_DIR: './data-demo' }),
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
  };
}
