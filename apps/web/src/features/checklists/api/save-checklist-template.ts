import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplate, ChecklistTemplateBody } from '@tradeworks/contracts/checklists';
import { apiFetch } from '@/lib/api-client';
import { checklistKeys } from './checklist-keys';

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
