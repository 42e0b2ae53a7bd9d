'use client';

import { useEffect } from 'react';
import { isChunkError } from '@/components/runtime/chunk-error-reload';
import { ServerError } from './server-error';

export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * What an error boundary shows (SPEC 8: Internal Server Error, status, message, description, and
 * a retry). Each layout group has its boundary (app/[locale]/(site)/(default|profile)/error.tsx,
 * app/[locale]/(auth)/error.tsx), so a failed page keeps the site's header and its way around;
 * app/[locale]/error.tsx catches a failed group layout.
 */
export function PageError({ error, reset }: ErrorBoundaryProps) {
  useEffect(() => {
    // A stale build's chunk is gone: a full load of this page fetches the current one.
    if (isChunkError(error)) window.location.reload();
    else console.error(error);
  }, [error]);
  return <ServerError digest={error.digest} onRetry={reset} />;
}
