// The current-user query lives in lib/ because lib/permissions (useCan) needs it and lib/ imports no feature.
export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from '@/lib/current-user';
