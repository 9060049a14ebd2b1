import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChecklistTemplate } from '@tradeworks/contracts/checklists';
import { apiFetchPage } from '@/lib/api-client';
import { checklistKeys } from './checklist-keys';

/** GET /api/checklist-templates — a page of templates by name (search on the name). */
export function useChecklistTemplates(params: { search: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...checklistKeys.templates(), 'list', params],
    queryFn: () => apiFetchPage<ChecklistTemplate>('/api/checklist-templates', { query: params }),
    placeholderData: keepPreviousData,
  });
}
