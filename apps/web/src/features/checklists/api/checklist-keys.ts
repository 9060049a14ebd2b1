/**
 * Query keys of checklists. A job's filled copies sit under the dispatch job key (`['dispatch', 'job', id]`),
 * so a job action anywhere (invalidateDispatch) refreshes its answers and sign-off too.
 */
export const checklistKeys = {
  templates: () => ['checklists', 'templates'] as const,
  job: (jobId: string) => ['dispatch', 'job', jobId, 'checklist'] as const,
};
