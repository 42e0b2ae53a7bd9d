import { getCurrentUser } from '@/lib/auth/current-user';
import { DomainError } from '@/lib/errors/domain-error';
import { errorForLog } from '@/lib/errors/error-for-log';
import { ndaCopy } from '@/features/deal-room/server/nda-copy';
import { attachmentHeaders, plainResponse } from '@/features/deal-room/server/responses';

type Context = { params: Promise<{ opportunityId: string }> };

/**
 * The PDF copy of an accepted NDA for this opportunity: the signed-in investor's own, or, with
 * `?access=<id>`, one investor's for the opportunity's owner.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const user = await getCurrentUser();
  if (!user) return plainResponse(404);
  const access = new URL(request.url).searchParams.get('access') ?? undefined;
  try {
    const copy = await ndaCopy(user, (await params).opportunityId, access);
    return new Response(Buffer.from(copy.bytes), {
      status: 200,
      headers: attachmentHeaders('application/pdf', copy.fileName, 'attachment'),
    });
  } catch (error) {
    if (error instanceof DomainError) return plainResponse(404);
    console.error('[deal-room] NDA copy failed', errorForLog(error));
    return plainResponse(503);
  }
}
