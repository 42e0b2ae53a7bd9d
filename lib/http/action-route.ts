import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type { ActionResult } from '@/lib/action/result';
import { decodeIssue } from '@/lib/validation/issue';

/** The language of an API answer: `?locale=`, else Accept-Language, else the default. */
export function requestLocale(request: Request): Locale {
  const query = new URL(request.url).searchParams.get('locale');
  if (isLocale(query)) return query;
  const accepted = request.headers.get('accept-language')?.toLowerCase() ?? '';
  return accepted.startsWith('ar') ? 'ar' : routing.defaultLocale;
}

/** The auth forms are a few hundred bytes: 16 KB is generous and bounds what a client can send. */
export const MAX_JSON_BYTES = 16 * 1024;

/**
 * The body as text, or null past `max` bytes: read chunk by chunk, so a body without (or lying
 * about) its Content-Length is cut off at the limit rather than buffered whole.
 */
export async function readBoundedText(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const STATUS_OF: Partial<Record<string, number>> = {
  unauthorized: 401,
  forbidden: 403,
  unavailable: 503,
};

/**
 * The JSON face of a server action, for clients that are not our forms: the same schema, service
 * and limits, with HTTP statuses (422 invalid, 429 limited with Retry-After, 500 failed).
 */
export async function actionResponse<T>(
  request: Request,
  // The action parses `input` with its own zod schema, so any JSON value may be handed over.
  run: (input: never) => Promise<ActionResult<T>>,
): Promise<Response> {
  const locale = requestLocale(request);
  const t = await getTranslations({ locale, namespace: 'errors' });
  // JSON only: a cross-site page cannot send it without a CORS preflight, which we never grant.
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return Response.json(
      { error: 'unsupported_media_type', message: t('generic') },
      { status: 415 },
    );
  }
  const body = await readBoundedText(request, MAX_JSON_BYTES);
  if (body === null) {
    return Response.json({ error: 'payload_too_large', message: t('generic') }, { status: 413 });
  }
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return Response.json({ error: 'invalid_json', message: t('generic') }, { status: 400 });
  }
  const result = await run(input as never);
  if (result.ok) return Response.json({ ok: true, data: result.data ?? null });
  if (result.error === 'rateLimited') {
    const seconds = result.retryAfterSeconds ?? 60;
    return Response.json(
      {
        error: 'rate_limited',
        message: t('rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
      },
      { status: 429, headers: { 'Retry-After': String(seconds) } },
    );
  }
  if (result.fieldErrors) {
    const fields = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, message]) => [
        field,
        decodeIssue(message) ?? { code: message },
      ]),
    );
    return Response.json({ error: 'invalid_input', fields }, { status: 422 });
  }
  const status = STATUS_OF[result.error] ?? (result.error.includes('.') ? 409 : 500);
  const key = (t.has(result.error as 'generic') ? result.error : 'generic') as 'generic';
  return Response.json({ error: result.error, message: t(key) }, { status });
}
