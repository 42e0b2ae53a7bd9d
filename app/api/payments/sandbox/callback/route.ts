import { NextResponse } from 'next/server';
import { handleSandboxCallback } from '@/features/billing/server/sandbox-results';

/**
 * The sandbox gateway's result for a payment: form fields (from the checkout page's buttons) or
 * JSON, signed with HMAC-SHA256. The signature is verified before anything is settled; a form post
 * then lands the user back on the wallet, which shows how it went (a payment's result, or for a
 * refund or dispute the balance, the history and any restriction).
 */
export async function POST(request: Request) {
  // A gateway result is a handful of fields: anything larger is not one.
  if (Number(request.headers.get('content-length') ?? 0) > 16 * 1024) {
    return NextResponse.json({ status: 'rejected', reason: 'too_large' }, { status: 413 });
  }
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  let fields: Record<string, unknown>;
  try {
    fields = json
      ? ((await request.json()) as Record<string, unknown>)
      : Object.fromEntries(await request.formData());
  } catch {
    return NextResponse.json({ status: 'rejected', reason: 'malformed' }, { status: 400 });
  }
  if (!fields || typeof fields !== 'object') {
    return NextResponse.json({ status: 'rejected', reason: 'malformed' }, { status: 400 });
  }
  const result = await handleSandboxCallback(fields);
  if (!('payment' in result)) {
    if (result.status === 'rejected')
      console.warn(`[payments] sandbox callback refused: ${result.reason}`);
    return NextResponse.json(result, { status: result.status === 'rejected' ? 401 : 400 });
  }
  const { payment } = result;
  if (json) return NextResponse.json({ status: result.status, payment: payment.status });
  const locale = payment.locale === 'ar' ? 'ar' : 'en';
  const settles = fields.status === 'succeeded' || fields.status === 'failed';
  const query = settles ? `?payment=${payment.id}` : '';
  // Relative: the browser resolves it against the host it used, whatever proxies sit in between.
  return new Response(null, {
    status: 303,
    headers: { Location: `/${locale}/profile/wallet${query}` },
  });
}
