import { getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { requestLocale } from '@/lib/http/action-route';
import { MAX_DOCUMENT_BYTES } from '@/features/deal-room/constants';
import { uploadDocumentAction } from '@/features/deal-room/actions/upload-document';

/** The form's fields and the multipart overhead around a largest document. */
const MAX_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

/**
 * A document upload (multipart). Documents are larger than the limit every server action shares,
 * so they arrive here: the caller is checked and the declared size bounded before a byte of the
 * body is read, then the same action as any form runs (schema, owner check, service). A
 * cross-site page cannot post here: the session cookie is SameSite=Lax and the browser's
 * Sec-Fetch-Site must say same-origin.
 */
export async function POST(request: Request): Promise<Response> {
  const t = await getTranslations({ locale: requestLocale(request), namespace: 'errors' });
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') {
    return Response.json(
      { ok: false, error: 'forbidden', message: t('forbidden') },
      { status: 403 },
    );
  }
  if (!(await getCurrentUser())) {
    return Response.json(
      { ok: false, error: 'unauthorized', message: t('unauthorized') },
      { status: 401 },
    );
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared) || declared > MAX_BODY_BYTES) {
    return Response.json(
      { ok: false, error: 'dealRoom.too_large', message: t('dealRoom.too_large') },
      { status: 413 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ ok: false, error: 'invalid', message: t('generic') }, { status: 400 });
  }
  const result = await uploadDocumentAction(form);
  return Response.json(result, { status: result.ok ? 200 : 422 });
}
