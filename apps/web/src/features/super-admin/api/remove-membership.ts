import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateConsole } from './console-requests';

export function useRemoveMembership() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (membershipId: string) =>
      apiFetch(`/api/super-admin/user-tenant-memberships/${membershipId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
