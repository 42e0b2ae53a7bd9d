/**
 * Push errors are only logged and the app continues (SPEC 8); errors mentioning runtime.lastError
 * (noise from browser extensions) are not even logged (SPEC 4).
 */
export function logPushError(error: unknown): void {
  const text =
    error instanceof Error ? `${error.message} ${error.stack ?? ''}` : String(error ?? '');
  if (text.includes('runtime.lastError')) return;
  console.error('[push]', error);
}
