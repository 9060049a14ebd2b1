/** The portal's fetch: same-origin JSON (or a multipart form) under /api/portal/{slug}, errors with the server's message. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

export function portalSlug(): string {
  return decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
}

export const portalApiUrl = (path: string) => `/api/portal/${encodeURIComponent(portalSlug())}${path}`;

export async function portalFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  // A FormData body (a form with files) goes as multipart/form-data; the browser sets its boundary.
  const form = options.body instanceof FormData ? options.body : null;
  const res = await fetch(portalApiUrl(path), {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: options.body !== undefined && !form ? { 'content-type': 'application/json' } : undefined,
    body: form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = (json ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
    throw new PortalError(res.status, body.message || `${res.status}: ${res.statusText}`, body.fieldErrors);
  }
  return json as T;
}
