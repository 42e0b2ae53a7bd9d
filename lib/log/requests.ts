import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { isDraining, isSkippedServer, noteServer, skipServerPort } from '@/lib/shutdown/state';
import { jsonLogs } from './console';
import { requestStore } from './context';
import { sanitizeRequestId } from './format';

/**
 * Every request the app's HTTP server takes gets a request id before Next sees it: a sane
 * incoming `X-Request-Id` (a proxy's, format.ts sanitizeRequestId) or a fresh UUID. It is put on
 * the request (pages, actions and routes read it as a header), answered in the response's
 * `X-Request-Id`, and carried by every log line written while the request is handled (context.ts).
 * With LOG_FORMAT=json each request also ends with one `request` line (method, path without its
 * query, status, duration), except Next's static files and the health probes that succeed.
 * Next has no request hook of its own for this (its proxy skips API routes and cached pages), so
 * this wraps `http.Server.prototype.emit`, as lib/security/peer-address.ts does; installed once
 * from instrumentation.ts. While the process drains, responses close their connection.
 */

type Patched = typeof http.Server.prototype.emit & { __fursaRequests?: true };

const QUIET = /^\/(?:_next\/static\/|api\/health(?:\?|$))/;

export function installRequestContext(options: {
  accessLog: boolean;
  /** The embedded realtime server's port: its HTTP API is not the app's. */
  realtimePort?: number;
}): void {
  const original = http.Server.prototype.emit as Patched;
  if (original.__fursaRequests) return;
  if (options.realtimePort) skipServerPort(options.realtimePort);
  const skipped = new WeakMap<http.Server, boolean>();
  const store = requestStore();
  const patched = function (this: http.Server, event: string, ...args: unknown[]) {
    const emit = () =>
      (original as (event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
    if (event !== 'request') return emit();
    let skip = skipped.get(this);
    if (skip === undefined) {
      skip = isSkippedServer(this);
      skipped.set(this, skip);
    }
    if (skip) return emit();
    noteServer(this);
    const req = args[0] as http.IncomingMessage;
    const res = args[1] as http.ServerResponse;
    const requestId = sanitizeRequestId(req.headers['x-request-id']) ?? randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (isDraining()) res.setHeader('Connection', 'close');
    if (options.accessLog) logWhenDone(req, res, requestId);
    return store.run({ requestId }, emit);
  } as Patched;
  patched.__fursaRequests = true;
  http.Server.prototype.emit = patched;
}

function logWhenDone(req: http.IncomingMessage, res: http.ServerResponse, requestId: string): void {
  const started = performance.now();
  const url = req.url ?? '/';
  res.once('close', () => {
    if (QUIET.test(url) && res.statusCode < 400) return;
    // The query stays out of the log: visitors' search terms, and whatever else a client sends.
    const path = (url.split('?')[0] ?? '').slice(0, 200);
    const fields = {
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round(performance.now() - started),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    requestStore().run({ requestId }, () => console.info('[http] request', fields));
  });
}

/**
 * Next's report of a request that failed (instrumentation.ts onRequestError), as one line with
 * the route it failed in: only with LOG_FORMAT=json, since Next logs the error itself as well.
 */
export function logRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
): void {
  if (!jsonLogs()) return;
  const requestId = sanitizeRequestId(request.headers['x-request-id']) ?? 'unknown';
  const fields = {
    method: request.method,
    path: (request.path.split('?')[0] ?? '').slice(0, 200),
    routePath: context.routePath,
    routeType: context.routeType,
  };
  requestStore().run({ requestId }, () => console.error('[next] request failed', error, fields));
}
