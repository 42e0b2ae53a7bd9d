import { getCurrentUser } from '@/lib/auth/current-user';
import { clientKeyFromHeaders } from '@/lib/http/request-context';
import { DomainError } from '@/lib/errors/domain-error';
import { errorForLog } from '@/lib/errors/error-for-log';
import { openDocument } from '@/features/deal-room/server/downloads';
import { limitDocumentDownloads } from '@/features/deal-room/server/limits';
import { RenderError } from '@/features/deal-room/server/render';
import { attachmentHeaders, plainResponse } from '@/features/deal-room/server/responses';

type Context = { params: Promise<{ id: string }> };

/**
 * One deal room document, authorised for this request (features/deal-room/server/downloads.ts):
 * `?mode=view` shows an image in the page, anything else downloads. Never cached, never sniffed,
 * never run: a sandboxing policy and, for downloads, Content-Disposition: attachment.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const user = await getCurrentUser();
  if (!user) return plainResponse(404);
  const { id } = await params;
  const mode = new URL(request.url).searchParams.get('mode') === 'view' ? 'view' : 'download';
  try {
    await limitDocumentDownloads(user.id);
    const file = await openDocument(user, id, mode, clientKeyFromHeaders(request.headers));
    return new Response(Buffer.from(file.bytes), {
      status: 200,
      headers: attachmentHeaders(
        file.contentType,
        file.fileName,
        mode === 'view' ? 'inline' : 'attachment',
      ),
    });
  } catch (error) {
    if (error instanceof DomainError) return plainResponse(error.key === 'rateLimited' ? 429 : 404);
    if (error instanceof RenderError) return plainResponse(422);
    console.error('[deal-room] download failed', errorForLog(error));
    return plainResponse(503);
  }
}
