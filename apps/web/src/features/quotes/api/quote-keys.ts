/** Query keys of the quotes area: lists, details and the summary cards all sit under `all`. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (params: object) => [...quoteKeys.lists(), params] as const,
  detail: (id: string) => [...quoteKeys.all, 'detail', id] as const,
  summary: () => [...quoteKeys.all, 'summary'] as const,
  config: () => [...quoteKeys.all, 'config'] as const,
};
