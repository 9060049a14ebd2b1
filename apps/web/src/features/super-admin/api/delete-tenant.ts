import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TENANTS, useInvalidateConsole } from './console-requests';

export function useDeleteTenant(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (confirmSlug: string) =>
      apiFetch(`${TENANTS}/${id}`, { method: 'DELETE', body: { confirm_slug: confirmSlug } }),
    onSuccess: invalidate,
  });
}
