import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { apiFetchPage } from '@/lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** Pending jobs without a technician (any day), soonest first: the list beside the lanes. */
export function useUnassignedJobs() {
  return useQuery({
    queryKey: scheduleKeys.unassigned(),
    queryFn: async () => {
      const page = await apiFetchPage<ServiceJob>('/api/service-jobs', {
        query: { unassigned: 'true', status: 'pending', limit: MAX_PAGE_SIZE },
      });
      return { items: [...page.items].reverse(), total: page.total };
    },
    refetchOnMount: 'always',
  });
}
