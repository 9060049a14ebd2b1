/** What other modules may use of messages (the boundary rule: scripts/check-imports.mjs). */
export { syncVisitTexts } from './visit-texts';
export { queueOnMyWayText } from './on-my-way-text';
export { recordEnRoutePosition } from './tracking-position';
export { queueJobCompletedText } from './job-completed-text';
export { syncInvoiceFollowUps, syncQuoteFollowUps } from './document-follow-ups';
export { queueReviewRequest } from './review-request-text';
