import type { DateOrder, ImportJob, ImportMapping, ImportType } from '@tradeworks/contracts/data-transfer';
import { ApiError, buildUrl } from '@/lib/api-client';

/** POST /api/imports — the file's bytes as the body; the server parses and checks it in the background. */
export async function uploadImport(input: {
  file: File;
  type: ImportType;
  mapping: ImportMapping;
  dateOrder?: DateOrder;
}): Promise<ImportJob> {
  const url = buildUrl('/api/imports', {
    type: input.type,
    fileName: input.file.name,
    mapping: JSON.stringify(input.mapping),
    dateOrder: input.dateOrder,
  });
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
    body: input.file,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as ImportJob;
}
