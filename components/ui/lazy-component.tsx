'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A client component whose code is downloaded when it is first rendered: for parts only some
 * viewers need (the signed-in header, the contact form of a listing), so a visitor's first visit
 * never downloads them (the JavaScript budget). next/dynamic does the same, but its loader
 * adds about 2 kB gzip to every page. Until the code arrives (and if it cannot be fetched) the
 * fallback holds the place; a failed download is retried by the next mount.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      get().then(
        (component) => mounted && setComponent(() => component),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : fallback();
  }
  return Lazy;
}
