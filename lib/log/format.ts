import { format, inspect } from 'node:util';

/**
 * Structured logs (LOG_FORMAT=json): one JSON object per line, `time`, `level`, `msg`, then the
 * fields. Imports nothing of the app, so the realtime tier (`npm run realtime`, plain Node) uses
 * it too. The app's log calls stay `console.error('[scope] message', error)`: the `[scope]` prefix
 * becomes a `scope` field, an Error an `err` field, a plain object its own fields.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogContext = { requestId?: string };

const RESERVED = new Set(['time', 'level', 'msg', 'scope', 'requestId', 'err']);
const SCOPE = /^\[([\w.:/-]{1,40})\]\s*/;
// The colour codes of Next's own lines.
const ANSI = /\u001b\[[0-9;]*m/g;
const MAX_MESSAGE = 300;
const MAX_FRAMES = 10;
const MAX_CAUSES = 2;

const clip = (text: string) =>
  text.length <= MAX_MESSAGE ? text : `${text.slice(0, MAX_MESSAGE)}… (${text.length} chars)`;

type ErrorFields = {
  type: string;
  message: string;
  code?: string;
  digest?: string;
  stack?: string;
  cause?: ErrorFields | string;
};

/**
 * An error as bounded fields, by the rules of lib/errors/error-for-log.ts: a failed query's
 * parameters (drizzle's "params: …") are dropped, messages clipped, at most ten frames and two
 * causes.
 */
export function errorFields(error: unknown, depth = 0): ErrorFields | string {
  if (!(error instanceof Error)) return clip(`thrown ${typeof error}: ${String(error)}`);
  const message = clip(error.message.split('\nparams:')[0] ?? '');
  const fields: ErrorFields = { type: error.name, message };
  const { code, digest } = error as { code?: unknown; digest?: unknown };
  if (typeof code === 'string' || typeof code === 'number') fields.code = String(code).slice(0, 32);
  if (typeof digest === 'string') fields.digest = digest.slice(0, 64);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_FRAMES)
    .map((line) => clip(line.trim()));
  if (frames.length > 0) fields.stack = frames.join('\n');
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    fields.cause = errorFields(error.cause, depth + 1);
  }
  return fields;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const bigints = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

/** JSON.stringify that never throws: bigints as strings, a field JSON cannot hold inspected. */
function stringify(entry: Record<string, unknown>): string {
  try {
    return JSON.stringify(entry, bigints);
  } catch {
    const safe: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      try {
        JSON.stringify(value, bigints);
        safe[key] = value;
      } catch {
        safe[key] = inspect(value, { depth: 3, breakLength: Infinity });
      }
    }
    return JSON.stringify(safe, bigints);
  }
}

/**
 * One log line (without its newline) for a console call: the message is what `console.log` would
 * print of the arguments that are neither Errors nor plain objects (so `%s` placeholders work);
 * the first Error is `err`; plain objects after the first argument add their fields.
 */
export function formatLogLine(
  level: LogLevel,
  args: readonly unknown[],
  context: LogContext = {},
  now: Date = new Date(),
): string {
  const parts: unknown[] = [];
  const fields: Record<string, unknown> = {};
  let err: ErrorFields | string | undefined;
  args.forEach((arg, index) => {
    if (arg instanceof Error && err === undefined) {
      err = errorFields(arg);
    } else if (index > 0 && isPlainObject(arg)) {
      for (const [key, value] of Object.entries(arg)) {
        fields[RESERVED.has(key) ? `field.${key}` : key] = value;
      }
    } else {
      parts.push(arg);
    }
  });
  let msg = (parts.length > 0 ? format(...parts) : '').replace(ANSI, '').trim();
  const scope = SCOPE.exec(msg);
  if (scope) msg = msg.slice(scope[0].length);
  if (!msg && err && typeof err === 'object') msg = err.message;
  return stringify({
    time: now.toISOString(),
    level,
    msg,
    ...(scope ? { scope: scope[1] } : {}),
    ...(context.requestId ? { requestId: context.requestId } : {}),
    ...(err !== undefined ? { err } : {}),
    ...fields,
  });
}

const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/**
 * An incoming X-Request-Id the logs may carry as it is (a proxy's or a client's correlation id):
 * 1-128 letters, digits and `_ . : @ -`. Anything else (a list, spaces, control characters, a
 * longer value) is null, and the server makes its own.
 */
export function sanitizeRequestId(value: unknown): string | null {
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : null;
}
