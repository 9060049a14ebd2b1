import type { ApiErrorBody } from '@tradeworks/contracts/errors';
import { getTenantSlug } from './tenant';

/** Kept equal to the contract by its type; a value import would pull zod into the entry (see tenant.ts). */
const TOTAL_COUNT_HEADER: typeof import('@tradeworks/contracts/paging').TOTAL_COUNT_HEADER = 'X-Total-Count';
const TOTAL_BOUNDED_HEADER: typeof import('@tradeworks/contracts/paging').TOTAL_BOUNDED_HEADER =
  'X-Total-Count-Bounded';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON payload (sent with a JSON content type), or FormData sent as multipart/form-data; only when present. */
  body?: unknown;
  /** Extra query parameters; null/undefined/'' are left out. `tenant` is always added. */
  query?: Record<string, QueryValue>;
  /**
   * Whether a 401 sends the browser to /login?redirect=<current path>. Defaults to true, except for the
   * sign-in and set-up calls (/api/auth/*, /api/setup), which handle 401 themselves.
   */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A non-OK answer. `message` is "<status>: <body text or status text>" (spec part 1 §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseJson(bodyText);
  }

  get fieldErrors(): Record<string, string> | undefined {
    return this.body?.fieldErrors;
  }
}

function parseJson(text: string): Partial<ApiErrorBody> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's message (or error code) for a toast, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || error.body?.error || fallback;
  return fallback;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  url.searchParams.set('tenant', getTenantSlug());
  return url.pathname + url.search;
}

const AUTH_PATHS = /^\/api\/(auth\/|setup(\/|$|\?))/;

/** Where the browser goes to sign in again, coming back to the current page afterwards. */
export function loginPath(): string {
  const here = window.location.pathname + window.location.search;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

function redirectToLogin(): void {
  if (window.location.pathname === '/login') return;
  window.location.assign(loginPath());
}

async function send(path: string, options: ApiFetchOptions): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  // A FormData body (a form with files) goes as multipart/form-data: the browser sets its boundary.
  const form = body instanceof FormData ? body : null;
  const json = body !== undefined && !form;
  const response = await fetch(buildUrl(path, query), {
    method,
    credentials: 'include',
    headers: {
      ...options.headers,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      Accept: 'application/json',
    },
    body: form ?? (json ? JSON.stringify(body) : undefined),
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const redirect = options.redirectOn401 ?? !AUTH_PATHS.test(path);
    if (response.status === 401 && redirect) redirectToLogin();
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** One request to the API with the active tenant, cookies and central error handling. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return readBody<T>(await send(path, options));
}

export interface Page<T> {
  items: T[];
  total: number;
  /** X-Total-Count-Bounded: the server counted no further than `total`; there are more. */
  bounded?: boolean;
}

/** A list request: the JSON array plus the X-Total-Count header. */
export async function apiFetchPage<T>(path: string, options: ApiFetchOptions = {}): Promise<Page<T>> {
  const response = await send(path, options);
  const items = (await readBody<T[]>(response)) ?? [];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? items.length : Number(header);
  const bounded = response.headers.get(TOTAL_BOUNDED_HEADER) === 'true';
  return { items, total: Number.isFinite(total) ? total : items.length, ...(bounded ? { bounded } : {}) };
}
