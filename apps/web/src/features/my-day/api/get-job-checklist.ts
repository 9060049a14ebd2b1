import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { JobChecklistItem, JobChecklists } from '@tradeworks/contracts/checklists';
import { apiFetch } from '@/lib/api-client';
import { getTenantSlug } from '@/lib/tenant';
import { DAY_COPY_PREFIX, readJson, writeJson } from '../lib/device-storage';
import { myDayKeys } from './my-day-keys';

/** The last answer kept on the device (under the day copies' prefix: forgotten with them on sign-out). */
interface CachedChecklist {
  userId: string;
  list: JobChecklists;
}

const cacheKey = (jobId: string) => `${DAY_COPY_PREFIX}checklist:${getTenantSlug()}:${jobId}`;

function keep(userId: string, list: JobChecklists) {
  writeJson(cacheKey(list.jobId), { userId, list } satisfies CachedChecklist);
}

/** GET /api/service-jobs/{id}/checklist — kept on the device, so the checklist can be filled with no signal. */
function jobChecklistQueryOptions(userId: string, jobId: string) {
  return queryOptions({
    queryKey: [...myDayKeys.checklist(jobId), userId],
    queryFn: async () => {
      const list = await apiFetch<JobChecklists>(`/api/service-jobs/${jobId}/checklist`);
      keep(userId, list);
      return list;
    },
    initialData: () => {
      const cached = readJson<CachedChecklist>(cacheKey(jobId));
      return cached && cached.userId === userId ? cached.list : undefined;
    },
    initialDataUpdatedAt: 0,
    retry: (count) => count < 1,
  });
}

export function useJobChecklist(userId: string, jobId: string) {
  return useQuery({ ...jobChecklistQueryOptions(userId, jobId), enabled: !!userId });
}

/** A sent answer goes into the job's checklist (and its device copy) at once. */
export function putChecklistItem(
  queryClient: QueryClient,
  userId: string,
  jobId: string,
  item: JobChecklistItem,
) {
  const list = queryClient.getQueryData<JobChecklists>([...myDayKeys.checklist(jobId), userId]);
  if (!list) return;
  const next: JobChecklists = {
    ...list,
    checklists: list.checklists.map((c) => ({
      ...c,
      items: c.items.map((i) => (i.id === item.id ? item : i)),
    })),
  };
  queryClient.setQueryData([...myDayKeys.checklist(jobId), userId], next);
  keep(userId, next);
}
