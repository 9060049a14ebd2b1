import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDay } from '@tradeworks/contracts/my-day';
import { apiFetch } from '@/lib/api-client';
import { getTenantSlug } from '@/lib/tenant';
import { DAY_COPY_PREFIX, readJson, writeJson } from '../lib/device-storage';
import { myDayKeys } from './my-day-keys';

/** The last answer kept on the device, so the day still shows with no connection. */
interface CachedDay {
  userId: string;
  savedAt: string;
  day: MyDay;
}

const cacheKey = () => `${DAY_COPY_PREFIX}${getTenantSlug()}`;

export function readCachedDay(userId: string): CachedDay | null {
  const cached = readJson<CachedDay>(cacheKey());
  return cached && cached.userId === userId ? cached : null;
}

/** GET /api/my-day — the signed-in technician's jobs of today; every answer is also kept on the device. */
export function myDayQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...myDayKeys.day(), userId],
    queryFn: async () => {
      const day = await apiFetch<MyDay>('/api/my-day');
      writeJson(cacheKey(), { userId, savedAt: new Date().toISOString(), day } satisfies CachedDay);
      return day;
    },
    initialData: () => readCachedDay(userId)?.day,
    // The device copy is shown at once, then replaced from the server whenever it can be reached.
    initialDataUpdatedAt: 0,
    // The app's queries stay fresh until invalidated; the device copy must still be replaced on every opening.
    refetchOnMount: 'always',
    retry: (count) => count < 1,
  });
}

export function useMyDay(userId: string | undefined) {
  return useQuery({ ...myDayQueryOptions(userId ?? ''), enabled: !!userId });
}
