import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobChanges } from '@tradeworks/contracts/my-day';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

/** GET /api/service-jobs/changes — job, technician and route-plan changes since a cursor. */
export function getJobChanges(since: string | undefined): Promise<JobChanges> {
  return apiFetch<JobChanges>('/api/service-jobs/changes', { query: { since } });
}

export interface UseJobChangesOptions {
  /** How often to ask while the page is visible (ms). */
  intervalMs?: number;
  /** Called (after the dispatch reads are invalidated) when something new changed. */
  onChange?: () => void;
  enabled?: boolean;
}

/**
 * Live updates for office screens: polls the change feed every few seconds while the tab is visible and
 * invalidates every dispatch read when a change it has not seen arrives (a technician's On my way, Start or
 * Complete; another dispatcher's edit). The feed overlaps its last 30 s on purpose, so ids seen in the last
 * answer are skipped; the first answer is the baseline and changes nothing.
 */
export function useJobChanges({ intervalMs = 3000, onChange, enabled = true }: UseJobChangesOptions = {}) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!enabled) return;
    let cursor: string | undefined;
    let seen: Set<string> | null = null;
    let stopped = false;
    let busy = false;

    const poll = async () => {
      if (busy || stopped || document.visibilityState === 'hidden') return;
      busy = true;
      try {
        const answer = await getJobChanges(cursor);
        if (stopped) return;
        const fresh = seen ? answer.changes.some((c) => !seen!.has(c.id)) : false;
        cursor = answer.cursor;
        seen = new Set(answer.changes.map((c) => c.id));
        if (fresh) {
          await invalidateDispatch(queryClient);
          onChangeRef.current?.();
        }
      } catch {
        // Offline or signed out: the next tick tries again (a 401 already sends the browser to sign in).
      } finally {
        busy = false;
      }
    };

    void poll();
    const timer = window.setInterval(() => void poll(), intervalMs);
    const onVisible = () => void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, intervalMs, queryClient]);
}
