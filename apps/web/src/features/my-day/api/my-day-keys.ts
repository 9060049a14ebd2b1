export const myDayKeys = {
  all: ['my-day'] as const,
  day: () => [...myDayKeys.all, 'day'] as const,
};
