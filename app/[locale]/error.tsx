'use client';

import { useEffect } from 'react';
import { ServerError } from '@/components/errors/server-error';
import { isChunkError } from '@/components/runtime/chunk-error-reload';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    // A stale build's chunk is gone: a full load of this page fetches the current one.
    if (isChunkError(error)) window.location.reload();
    else console.error(error);
  }, [error]);
  return (
    <main id="main" className="flex-1">
      <ServerError digest={error.digest} onRetry={reset} />
    </main>
  );
}
