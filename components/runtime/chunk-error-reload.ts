const GUARD_KEY = 'fursa:chunk-reload';
const GUARD_WINDOW_MS = 10_000;

function isChunkError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /Loading (CSS )?chunk|Failed to load chunk/i.test(message))
  );
}

/**
 * SPEC 8: a failed chunk load reloads the target page (the link last clicked, else this page).
 * A short guard in sessionStorage stops a reload loop when the chunk is really gone.
 */
export function installChunkErrorReload(): () => void {
  let target: string | null = null;
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor && anchor.origin === window.location.origin) target = anchor.href;
  };
  const reload = () => {
    const last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (Date.now() - last < GUARD_WINDOW_MS) return;
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
    window.location.assign(target ?? window.location.href);
  };
  const onError = (event: ErrorEvent | Event) => {
    const el = event.target;
    const failedScript = el instanceof HTMLScriptElement && el.src.includes('/_next/');
    if (failedScript || ('error' in event && isChunkError(event.error))) reload();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkError(event.reason)) reload();
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

export { isChunkError };
