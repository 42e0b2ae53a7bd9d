'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The answer above a form (a success or a refusal): it takes the focus when it appears, so a
 * keyboard or screen reader user lands on what happened. An answer that shows nothing here (an
 * invalid field, which has the focus already) leaves the focus where it is.
 */
export function FocusOnAnswer({ answer, children }: { answer: unknown; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && region.current?.childElementCount) region.current.focus();
  }, [answer]);
  return (
    <div ref={region} tabIndex={-1} className="space-y-2 empty:hidden focus:outline-none">
      {children}
    </div>
  );
}
