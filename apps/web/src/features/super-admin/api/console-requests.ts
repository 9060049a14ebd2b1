import { useQueryClient } from '@tanstack/react-query';
import { invalidateConsole } from './super-admin-keys';

export const TENANTS = '/api/super-admin/tenants';

export interface ListParams {
  search: string;
  limit: number;
  offset: number;
}

export function useInvalidateConsole() {
  const queryClient = useQueryClient();
  return () => invalidateConsole(queryClient);
}

export const USERS = '/api/super-admin/users';
