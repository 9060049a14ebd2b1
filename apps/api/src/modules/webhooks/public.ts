/** What other modules may use of webhooks (the boundary rule: scripts/check-imports.mjs). */
export { emitWebhookEvent } from './webhook-events';
