/** Query keys of the data export page. */
export const exportKeys = {
  all: ['exports'] as const,
  summary: () => [...exportKeys.all, 'summary'] as const,
};
