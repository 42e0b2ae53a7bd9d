'use client';

import { PageError, type ErrorBoundaryProps } from '@/components/errors/page-error';

/** A group layout failed: no header to keep (the group boundaries handle a failed page). */
export default function LocaleError(props: ErrorBoundaryProps) {
  return (
    <main id="main" className="flex-1">
      <PageError {...props} />
    </main>
  );
}
