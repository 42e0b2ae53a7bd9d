import { getFileStorage } from '@/lib/files/storage';

type Context = { params: Promise<{ key: string[] }> };

/**
 * Serves stored files (avatars, listing photos) at /files/<key>. Keys are random and a file never
 * changes under its key, so it may be cached for a year; nosniff and a sandboxing CSP make sure
 * the bytes are only ever treated as the type their (server-chosen) extension names.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { key } = await params;
  const file = await getFileStorage().get(key.join('/'));
  if (!file) {
    return new Response('Not Found', {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>]), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
