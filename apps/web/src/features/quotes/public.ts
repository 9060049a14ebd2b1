/** What other features may use of the quotes feature (the lint rule allows no deeper import). */
export { quoteKeys } from './api/quote-keys';
