import { useQuery } from '@tanstack/react-query';
import type { Technician } from '@tradeworks/contracts/technicians';
import { scheduleKeys } from './schedule-keys';
import { fetchAllPages } from './fetch-all-pages';

/** Active technicians: one lane each. */
export function useScheduleTechnicians() {
  return useQuery({
    queryKey: scheduleKeys.technicians(),
    queryFn: () => fetchAllPages<Technician>('/api/technicians', { isActive: 'true' }),
  });
}
