/** The `redirect` query parameter, if it is a same-origin app path; otherwise '/'. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/api/') || value === '/login' || value.startsWith('/login?')) return '/';
  return value;
}
