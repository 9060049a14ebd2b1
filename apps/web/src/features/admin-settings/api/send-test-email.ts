import type { TestEmailResult } from '@tradeworks/contracts/admin-settings';
import { apiFetch } from '@/lib/api-client';

export const sendTestEmail = (to: string) =>
  apiFetch<TestEmailResult>('/api/admin/communications/test', { method: 'POST', body: { to } });
