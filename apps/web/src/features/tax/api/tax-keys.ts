/** Query keys of the tax area: the organization's rates and groups (a rate change also changes groups). */
export const taxKeys = {
  all: ['tax'] as const,
  rates: () => [...taxKeys.all, 'rates'] as const,
  groups: () => [...taxKeys.all, 'groups'] as const,
};
