import { useEffect } from 'react';
import type { MyDayJob } from '@tradeworks/contracts/my-day';
import {
  EN_ROUTE_POSITION_INTERVAL_MS,
  type EnRoutePosition,
  type EnRoutePositionResult,
} from '@tradeworks/contracts/tracking';
import { apiFetch } from '@/lib/api-client';
import { currentPosition } from '../lib/device-position';

/** Whether the browser already lets this site read the position: a periodic send never asks. */
async function locationGranted(): Promise<boolean> {
  try {
    if (!navigator.permissions) return false;
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

async function sendPosition(jobId: string): Promise<void> {
  if (!(await locationGranted())) return;
  const position = await currentPosition({ maximumAge: 0 });
  if (!position) return;
  const body: EnRoutePosition = { ...position, at: new Date().toISOString() };
  try {
    await apiFetch<EnRoutePositionResult>(`/api/my-day/jobs/${jobId}/position`, { method: 'POST', body });
  } catch {
    // A missed position only leaves the client's ETA at the last one (or the planned route): the next
    // interval tries again, and a 409 means the job has started since.
  }
}

/**
 * While the technician is on the way to a job (On my way tapped, not started) and online, My Day sends the
 * phone's position every two minutes so the client's tracking page reckons the ETA from where they are — only
 * when location is already allowed (never a prompt), and never while the page is hidden (the browser would
 * throttle it anyway).
 */
export function useEnRoutePosition(jobs: MyDayJob[], online: boolean): void {
  const jobId = jobs.find((j) => j.status === 'assigned' && j.enRouteAt)?.id;
  useEffect(() => {
    if (!jobId || !online) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void sendPosition(jobId);
    }, EN_ROUTE_POSITION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [jobId, online]);
}
