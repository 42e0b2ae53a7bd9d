'use client';

import type { z } from 'zod';
import type { ActionResult } from '@/lib/action/result';
import { UPLOAD_URL } from '@/features/deal-room/paths';
import { DOCUMENT_FILE_FIELD, type uploadFormSchema } from '@/features/deal-room/schemas/deal-room';

export type UploadValues = z.output<typeof uploadFormSchema>;
export type UploadAnswer = ActionResult<{ title: string }>;

const failed: UploadAnswer = { ok: false, error: 'generic' };

/**
 * Sends one document to the upload route as multipart (a document is larger than a server action
 * may take). The route answers the action's ActionResult as JSON; `undefined` when the request
 * itself failed (offline), which the form reports as a network failure.
 */
export async function sendDocument(
  values: UploadValues,
  locale: string,
): Promise<UploadAnswer | undefined> {
  const data = new FormData();
  data.set('opportunityId', values.opportunityId);
  data.set('title', values.title);
  data.set('category', values.category);
  // The schema's FileLike is the File the browser's input gave.
  data.set(DOCUMENT_FILE_FIELD, values[DOCUMENT_FILE_FIELD] as File);
  let response: Response;
  try {
    response = await fetch(`${UPLOAD_URL}?locale=${encodeURIComponent(locale)}`, {
      method: 'POST',
      body: data,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return undefined;
  }
  // Anything but the route's JSON (a proxy's error page) is a failure without a reason.
  if (!response.headers.get('content-type')?.includes('application/json')) return failed;
  return response.json().then(
    (answer: UploadAnswer) => answer,
    () => failed,
  );
}
