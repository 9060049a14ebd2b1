/** What other modules may use of quotes (the boundary rule: scripts/check-imports.mjs). */
export { approveWithSelection } from './quote-approval';
export { answerBlock, toClientResponse, withClientSignature } from './quote-client-response';
export { findClientResponse, saveClientResponse } from './quote-client-responses.repository';
export { depositDueCents, depositPayable } from './quote-deposit';
export { loadQuoteDetail, quoteView } from './quote-detail';
export { getQuoteEmailDraft } from './quote-send.service';
export { findQuote, type QuoteRow } from './quotes.repository';
export { syncQuoteFollowUps } from './quote-follow-ups';
export { createQuoteInScope } from './quotes.service';
