import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import type { Technician } from '@tradeworks/contracts/technicians';
import { apiFetchPage, type QueryValue } from '@/lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** GET /api/technicians in pages of 200 (a company has tens of technicians, not thousands). */
async function fetchAllPages<T>(path: string, query: Record<string, QueryValue>) {
  const first = await apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset: 0 } });
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < first.total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset } })),
  );
  return { items: [first, ...rest].flatMap((p) => p.items), total: first.total };
}

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

/** Active technicians: one lane each. */
export function useScheduleTechnicians() {
  return useQuery({
    queryKey: scheduleKeys.technicians(),
    queryFn: () => fetchAllPages<Technician>('/api/technicians', { isActive: 'true' }),
  });
}
