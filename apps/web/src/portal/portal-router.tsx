import { useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { portalSlug } from './portal-api';

/**
 * A tiny router for the portal's handful of pages (keeps its bundle small): paths below /portal/{slug}.
 */
const listeners = new Set<() => void>();

export const portalBase = () => `/portal/${encodeURIComponent(portalSlug())}`;

/** The path below /portal/{slug}, e.g. "/quotes/…" ("/" for the home page). */
export function currentPortalPath(): string {
  const rest = window.location.pathname.slice(portalBase().length);
  return rest === '' ? '/' : rest;
}

export function navigate(path: string, replace = false): void {
  const url = `${portalBase()}${path === '/' ? '' : path}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

export function usePortalPath(): string {
  const [path, setPath] = useState(currentPortalPath);
  useEffect(() => {
    const update = () => setPath(currentPortalPath());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

export function PortalLink({
  to,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${portalBase()}${to === '/' ? '' : to}`} onClick={go} {...props} />;
}
