import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients/public';
import { dashboardKeys } from '@/features/dashboard/public';

export const dispatchKeys = {
  all: ['dispatch'] as const,
  summary: () => [...dispatchKeys.all, 'summary'] as const,
  technicians: () => [...dispatchKeys.all, 'technicians'] as const,
  technician: (id: string) => [...dispatchKeys.all, 'technician', id] as const,
  linkableUsers: (search: string) => [...dispatchKeys.all, 'linkable-users', search] as const,
  jobs: () => [...dispatchKeys.all, 'jobs'] as const,
  job: (id: string) => [...dispatchKeys.all, 'job', id] as const,
  track: (id: string) => [...dispatchKeys.all, 'track', id] as const,
};

/** Every dispatch read, plus what the dashboard and client pages show of jobs and technicians. */
export function invalidateDispatch(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  ]).then(() => undefined);
}
