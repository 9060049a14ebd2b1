import {
  exportFileName,
  exportZipFileName,
  type ExportProgress,
  type ExportType,
} from '@tradeworks/contracts/data-transfer';
import { ApiError, apiFetch, buildUrl } from '@/lib/api-client';

export interface ExportDownload {
  fileName: string;
  url: string;
  bytes: number;
}

const POLL_MS = 250;

/** The server names the file by the organization's date, which can differ from the browser's. */
function attachmentName(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

function fallbackName(types: ExportType[]): string {
  const date = new Date().toISOString().slice(0, 10);
  return types.length === 1 ? exportFileName(types[0], date) : exportZipFileName(date);
}

/**
 * Streams one type's CSV (or several as one ZIP) into a Blob, reporting the server's rows-written
 * progress along the way; the answer is a link to save it.
 */
export async function downloadExport(
  types: ExportType[],
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportDownload> {
  const progressId = crypto.randomUUID();
  const single = types.length === 1;
  const url = single
    ? buildUrl(`/api/exports/${types[0]}.csv`, { progressId })
    : buildUrl('/api/exports.zip', { types: types.join(','), progressId });
  let done = false;
  const poll = async () => {
    while (!done) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (done) return;
      try {
        const progress = await apiFetch<ExportProgress>(`/api/exports/progress/${progressId}`, { signal });
        // A poll answered after the download finished must not put the page back to "running".
        if (!done) onProgress(progress);
      } catch {
        // Not started yet (404) or a blip: the next poll tells.
      }
    }
  };
  void poll();
  try {
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
    const blob = await response.blob();
    return {
      fileName: attachmentName(response.headers.get('content-disposition')) ?? fallbackName(types),
      url: URL.createObjectURL(blob),
      bytes: blob.size,
    };
  } finally {
    done = true;
  }
}
