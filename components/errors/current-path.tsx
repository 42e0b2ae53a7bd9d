'use client';

import { usePathname } from 'next/navigation';

/**
 * The requested path, shown on the 404 page (SPEC 8: "Page Not Found" plus the path). `path` comes
 * from the server when Next renders the page away from the requested route (global-not-found).
 */
export function CurrentPath({ path }: { path?: string | null }) {
  const pathname = usePathname();
  return (
    <code dir="ltr" className="rounded bg-canvas px-1.5 py-0.5 font-mono text-sm break-all">
      {path ?? pathname}
    </code>
  );
}
