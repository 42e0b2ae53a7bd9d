'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client component whose code is not part of the page's chunks: it is downloaded when the
 * component first renders in the browser. The server still renders it into the HTML (a prerender
 * waits for it), and the browser keeps that HTML until the code has arrived, then hydrates it.
 *
 * Why: when a page prefetches a link (components/runtime/prefetch-manager.tsx), Next downloads
 * the code of every client component the target page names. A page that names this wrapper
 * instead of, say, the sign-up form costs the visitor of another page a few hundred bytes, not the
 * form; the form's own page downloads it as it hydrates. (lazyComponent, beside this file, renders
 * nothing on the server: for parts a visitor never sees.)
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
