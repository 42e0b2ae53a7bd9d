// The process registry: the one object this app keeps on globalThis, and the only way the cache
// handler and the app's code share anything at run time (docs/caching.md, "The process registry").
//
// Why a global at all: Next loads the cache handler (incremental.mjs) with Node, outside the app's
// bundles, while instrumentation.ts, the proxy and the pages each run in bundles of their own. A
// module-level variable would exist once per copy; globalThis is the one thing every copy in the
// process sees. The registry holds exactly two things, both set before the first request:
//
// - `nonceKey`: the key that seals every script nonce this process gives a render
//   (render-nonce.mjs), made on first use by whichever copy asks first;
// - `cachedPagePolicy(hashes)`: the Content-Security-Policy of a cached page admitting exactly
//   those script hashes, registered by instrumentation.ts (lib/security/cached-page-csp.ts), since
//   the policy depends on the app's realtime configuration, which lives in the bundles.
//
// Plain ESM: loaded by Node as it is (the cache handler) and bundled by the app.

const KEY = Symbol.for('fursa.registry');

/** The registry of this process (created empty on first use). */
export function processRegistry() {
  globalThis[KEY] ??= {};
  return globalThis[KEY];
}
