export const myDayKeys = {
  all: ['my-day'] as const,
  day: () => [...myDayKeys.all, 'day'] as const,
  checklists: () => [...myDayKeys.all, 'checklist'] as const,
  checklist: (jobId: string) => [...myDayKeys.checklists(), jobId] as const,
  photos: (jobId: string) => [...myDayKeys.all, 'photos', jobId] as const,
};
