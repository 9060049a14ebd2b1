/** Query keys of the staff side of the customer portal. */
export const portalAccessKeys = {
  all: ['portal-access'] as const,
  client: (clientId: string) => [...portalAccessKeys.all, 'client', clientId] as const,
  quoteResponse: (quoteId: string) => [...portalAccessKeys.all, 'quote-response', quoteId] as const,
  jobPhotos: (jobId: string) => [...portalAccessKeys.all, 'job-photos', jobId] as const,
};
