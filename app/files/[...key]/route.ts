import { errorForLog } from '@/lib/errors/error-for-log';
import { FILE_CACHE_CONTROL, getFileStorage, isPublicFileKey } from '@/lib/files/storage';

type Context = { params: Promise<{ key: string[] }> };

/**
 * Serves stored files (avatars, listing photos) at /files/<key>, from whichever store holds them
 * (local disk or S3, lib/files/storage), streamed. Keys are random and a file never changes under
 * its key, so it may be cached for a year; nosniff and a sandboxing CSP make sure the bytes are
 * only ever treated as the type their (server-chosen) extension names. Private keys (the deal
 * room's documents) are not served here at all: they answer like unknown ones.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const key = (await params).key.join('/');
  if (!isPublicFileKey(key)) return plain(404, 'Not Found');
  let file;
  try {
    file = await getFileStorage().open(key);
  } catch (error) {
    // The store is unreachable (disk error, bucket down): a passing failure no cache may keep.
    // The key came from the URL: quoted and clipped in the log.
    console.error(
      `[files] could not read ${JSON.stringify(key.slice(0, 200))}: ${errorForLog(error)}`,
    );
    return plain(503, 'Service Unavailable');
  }
  if (!file) return plain(404, 'Not Found');
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': FILE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (file.size !== null) headers.set('Content-Length', String(file.size));
  return new Response(file.body, { status: 200, headers });
}

/**
 * The headers of GET without the bytes. Declared, rather than left to Next's fallback to GET, so
 * the opened file is released at once (a file handle, or a connection to the bucket).
 */
export async function HEAD(request: Request, context: Context): Promise<Response> {
  const response = await GET(request, context);
  await response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
