/** Query keys of timesheets. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  settings: () => [...timesheetKeys.all, 'settings'] as const,
  summary: (params: object) => [...timesheetKeys.all, 'summary', params] as const,
  sheet: (params: object | null) => [...timesheetKeys.all, 'sheet', params] as const,
};
