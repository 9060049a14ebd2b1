/**
 * Query keys of the clients area. A client's contacts, payment methods and service history sit under its
 * detail key, so invalidating one client refreshes all of them; the quote/invoice client picker sits under `all`.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: object) => [...clientKeys.lists(), params] as const,
  picker: (params: { search: string; limit: number }) => [...clientKeys.all, 'picker', params] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  contacts: (id: string) => [...clientKeys.detail(id), 'contacts'] as const,
  paymentMethods: (id: string) => [...clientKeys.detail(id), 'payment-methods'] as const,
  serviceHistory: (id: string) => [...clientKeys.detail(id), 'service-history'] as const,
  /** A client's service locations (the pickers of jobs, documents and units read them too). */
  locations: (id: string) => [...clientKeys.detail(id), 'locations'] as const,
  locationJobs: (id: string, locationId: string) =>
    [...clientKeys.detail(id), 'location-jobs', locationId] as const,
  /** Address suggestions: outside `all`, a change to a client does not change them. */
  placeSuggestions: (input: string) => ['places', 'autocomplete', input] as const,
};
