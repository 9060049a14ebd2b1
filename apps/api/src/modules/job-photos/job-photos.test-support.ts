import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Test support (not a test file): a technician photo sent as My Day sends it (multipart, one `photo` file). */
export async function sendJobPhoto(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  jobId: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('photo', new Blob([file.data], { type: 'image/jpeg' }), file.name);
  const res = new Response(form);
  return t.request(user, 'POST', `/api/service-jobs/${jobId}/photos`, {
    tenant,
    headers: { 'content-type': res.headers.get('content-type')! },
    body: Buffer.from(await res.arrayBuffer()),
  });
}
