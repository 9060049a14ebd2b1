export const importKeys = {
  all: ['imports'] as const,
  job: (id: string) => ['imports', 'job', id] as const,
  mapping: (type: string) => ['imports', 'mapping', type] as const,
};
