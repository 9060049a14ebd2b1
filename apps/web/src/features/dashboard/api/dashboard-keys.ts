/** Query keys of the dashboard: every change elsewhere that moves a card, alert or activity invalidates `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  activity: (limit?: number) =>
    limit === undefined
      ? ([...dashboardKeys.all, 'activity'] as const)
      : ([...dashboardKeys.all, 'activity', { limit }] as const),
  alerts: () => [...dashboardKeys.all, 'alerts'] as const,
};
