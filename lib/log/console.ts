import { currentRequestId } from './context';
import { formatLogLine, type LogLevel } from './format';

/**
 * LOG_FORMAT=json: every console line of this process (the app's `[scope] …` lines, Next's own,
 * the libraries') becomes one JSON object per line (format.ts), with the request id when the line
 * is written while a request is handled (requests.ts). Installed first thing by
 * instrumentation.ts register(), and by `npm run realtime`. Anything else: the console untouched.
 */

const METHODS: Array<[keyof Console & ('log' | 'info' | 'warn' | 'error' | 'debug'), LogLevel]> = [
  ['debug', 'debug'],
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
];

type Patched = { __fursaJson?: true };

export function jsonLogs(env: Record<string, string | undefined> = process.env): boolean {
  return env.LOG_FORMAT?.trim().toLowerCase() === 'json';
}

export function installJsonConsole(env: Record<string, string | undefined> = process.env): void {
  if (!jsonLogs(env) || (console as Patched).__fursaJson) return;
  (console as Patched).__fursaJson = true;
  for (const [method, level] of METHODS) {
    // Warnings and errors to stderr, the rest to stdout, as the console would.
    const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
    console[method] = (...args: unknown[]) => {
      stream.write(`${formatLogLine(level, args, { requestId: currentRequestId() })}\n`);
    };
  }
  // Node writes its own warnings (deprecations) as text, unless NODE_NO_WARNINGS=1 turns that
  // off: then they come here, as JSON lines like the rest.
  if (env.NODE_NO_WARNINGS === '1') {
    process.on('warning', (warning: Error & { code?: string }) => {
      console.warn(`[node] ${warning.name}: ${warning.message}`, { code: warning.code });
    });
  }
}
