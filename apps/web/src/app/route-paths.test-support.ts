import type { RouteObject } from 'react-router';

/** Every screen path of a route table, joined from its nested segments ('*' catch-alls left out). */
export function screenPaths(routes: RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const here = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent || '/';
    if (route.index || (route.path && (route.lazy || route.Component) && !route.children)) out.push(here);
    if (route.children) out.push(...screenPaths(route.children, here));
  }
  return [...new Set(out)];
}
