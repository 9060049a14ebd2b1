import type { TestContext } from '../../test/test-context';
import { drawPng } from '../../platform/images/png-image';

/** Test support (not a test file): service requests with photos, sent as a browser's multipart form. */

export interface TestFile {
  name: string;
  type: string;
  data: Buffer;
}

export const pngPhoto = (name = 'unit.png', shade = 120): TestFile => ({
  name,
  type: 'image/png',
  data: drawPng(8, 6, (x, y) => [shade, (x * 30) % 255, (y * 40) % 255]),
});

/** A JPEG is recognised by its first bytes (FF D8 FF); the rest need not be a whole picture for the check. */
export const jpegPhoto = (name = 'leak.jpg'): TestFile => ({
  name,
  type: 'image/jpeg',
  data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF test bytes')]),
});

/** The body and content type FormData makes, exactly as a browser would send it. */
export async function multipart(fields: Record<string, string>, files: TestFile[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('photos', new Blob([file.data], { type: file.type }), file.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type')!,
  };
}

/** POST …/service-requests as multipart/form-data with the given photos. */
export async function sendRequestWithPhotos(
  t: TestContext,
  cookie: string | null,
  slug: string,
  files: TestFile[],
  fields: Record<string, string> = { serviceType: 'AC repair', description: 'Rattles when it starts' },
) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/portal/${slug}/service-requests`,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}
