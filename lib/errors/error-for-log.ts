import 'server-only';

const MAX_MESSAGE = 300;
const MAX_FRAMES = 10;
const MAX_DEPTH = 2;

function clip(text: string): string {
  return text.length <= MAX_MESSAGE
    ? text
    : `${text.slice(0, MAX_MESSAGE)}… (${text.length} chars)`;
}

/**
 * An error as one bounded log entry: name, code, message and stack frames, then its causes.
 * What a request sent never lands in the log whole: a failed query's message ends with its
 * parameters (drizzle's "params: ..."), which are dropped, the database's `detail` (which names
 * the conflicting value) is never read, and every message is clipped.
 */
export function errorForLog(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return clip(`thrown ${typeof error}: ${String(error)}`);
  const code = (error as { code?: unknown }).code;
  const message = error.message.split('\nparams:')[0] ?? '';
  const head = `${error.name}${typeof code === 'string' ? ` [${code.slice(0, 16)}]` : ''}: ${clip(message)}`;
  // The stack starts with the message again (input included): only the frames after it are kept.
  const stack = error.stack ?? '';
  const header = `${error.name}: ${error.message}`;
  const frames = (stack.startsWith(header) ? stack.slice(header.length) : '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_FRAMES)
    .map(clip);
  const cause =
    error.cause !== undefined && depth < MAX_DEPTH
      ? [`  caused by ${errorForLog(error.cause, depth + 1)}`]
      : [];
  return [head, ...frames, ...cause].join('\n');
}
