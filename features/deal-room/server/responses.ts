import 'server-only';

/**
 * Headers for a private file: the type the server decided, nothing cached on the way, nothing
 * sniffed, and a policy under which even an HTML file could not run. The name travels in both
 * forms a browser reads (RFC 6266): an ASCII fallback and the UTF-8 original.
 */
export function attachmentHeaders(
  contentType: string,
  fileName: string,
  disposition: 'inline' | 'attachment',
): Headers {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Headers({
    'Content-Type': contentType,
    'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
}

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  422: 'Unprocessable',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

export function plainResponse(status: number): Response {
  return new Response(STATUS_TEXT[status] ?? 'Error', {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
