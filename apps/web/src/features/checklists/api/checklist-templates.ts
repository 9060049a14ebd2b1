import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplate, ChecklistTemplateBody } from '@tradeworks/contracts/checklists';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { checklistKeys } from './checklist-keys';

/** GET /api/checklist-templates — a page of templates by name (search on the name). */
export function useChecklistTemplates(params: { search: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...checklistKeys.templates(), 'list', params],
    queryFn: () => apiFetchPage<ChecklistTemplate>('/api/checklist-templates', { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/checklist-templates/{id} */
export function useChecklistTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...checklistKeys.templates(), 'detail', id],
    queryFn: () => apiFetch<ChecklistTemplate>(`/api/checklist-templates/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}

/** POST /api/checklist-templates, or PATCH /api/checklist-templates/{id} (items are replaced as a whole). */
export function useSaveChecklistTemplate(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChecklistTemplateBody) =>
      apiFetch<ChecklistTemplate>(
        id ? `/api/checklist-templates/${encodeURIComponent(id)}` : '/api/checklist-templates',
        {
          method: id ? 'PATCH' : 'POST',
          body,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.templates() }),
  });
}

/** DELETE /api/checklist-templates/{id} — the copies already on jobs stay. */
export function useDeleteChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/checklist-templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.templates() }),
  });
}
