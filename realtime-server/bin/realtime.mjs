#!/usr/bin/env node
/**
 * `npm run realtime`: the realtime server alone, on Node's own TypeScript support (type
 * stripping, Node 24) with no build step. The server's modules import each other without an
 * extension, as the app's bundler wants; this hook adds `.ts` for those imports inside
 * realtime-server/ and lib/log/ (LOG_FORMAT=json: the app's structured log lines) only.
 */
import { registerHooks } from 'node:module';

const roots = [
  new URL('../', import.meta.url).href,
  new URL('../../lib/log/', import.meta.url).href,
];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (
      relative &&
      roots.some((root) => context.parentURL?.startsWith(root)) &&
      !/\.[cm]?[jt]s$/.test(specifier)
    ) {
      return nextResolve(`${specifier}.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});

const { installJsonConsole } = await import('../../lib/log/console.ts');
installJsonConsole();
const { main } = await import('../main.ts');
await main();
