'use client';

import { PushStartup } from '@/features/push/components/push-startup';
import { BuildWatcher } from './build-watcher';
import { LocaleCookieSync } from './locale-cookie-sync';
import './page-wide-code';
import { PrefetchManager } from './prefetch-manager';

/** Client-only behaviour every page carries; kept in one island to share a single bundle. */
export function RuntimeIslands() {
  return (
    <>
      <BuildWatcher />
      <PrefetchManager />
      <PushStartup />
      <LocaleCookieSync />
    </>
  );
}
