/** What other features use of the customer portal's staff side. */
export { ClientPortalCard } from './components/client-portal-card';
export { QuoteClientSignature } from './components/quote-client-signature';
export { JobPhotos } from './components/job-photos';
export { TechnicianPhotos } from './components/technician-photos';
