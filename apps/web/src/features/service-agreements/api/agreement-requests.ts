import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAgreements } from './service-agreement-keys';

export const base = '/api/service-agreements';

export const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useAgreementMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateAgreements(queryClient) });
}
