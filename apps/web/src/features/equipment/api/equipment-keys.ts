import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients/public';
import { invalidateDispatch } from '@/features/dispatching/public';

/** Query keys of the equipment area: a unit's history and refrigerant log sit under its detail key. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  lists: () => [...equipmentKeys.all, 'list'] as const,
  detail: (id: string) => [...equipmentKeys.all, 'detail', id] as const,
  history: (id: string) => [...equipmentKeys.detail(id), 'history'] as const,
};

/** A unit's change touches the equipment lists, the client page's locations (unit counts) and job pages. */
export function invalidateEquipment(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    invalidateDispatch(queryClient),
  ]).then(() => undefined);
}
