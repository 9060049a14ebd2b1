import { useQuery } from '@tanstack/react-query';
import type { ChecklistTemplate } from '@tradeworks/contracts/checklists';
import { apiFetch } from '@/lib/api-client';
import { checklistKeys } from './checklist-keys';

/** GET /api/checklist-templates/{id} */
export function useChecklistTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...checklistKeys.templates(), 'detail', id],
    queryFn: () => apiFetch<ChecklistTemplate>(`/api/checklist-templates/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}
