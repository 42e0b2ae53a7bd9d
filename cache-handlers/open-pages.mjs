// The open pages: public pages that are the same for everyone and, for a visitor, need nothing
// from the request layer (no guard, no per-request rewrite, no database at request time), so
// proxy.ts's matcher skips them and Next answers them straight from its cache (the proxy alone costs more
// than half of what such a page costs to serve).
//
// Without the proxy nobody writes their Content-Security-Policy per request. The policy travels
// with the cached copy instead: when Next stores one, the cache handler (incremental.mjs) puts it
// in the entry's headers, with the SHA-256 hashes of the inline scripts that copy's render wrote
// (they carry the nonce the server gave the request: trusted-scripts.mjs), and Next sends
// an entry's headers with every answer from it, including the render that stored it (Next hands
// the handler the very object it then serves). The policy itself is built by the app
// (lib/security/open-page-csp.ts, registered at start by instrumentation.ts) and reaches
// this plain-ESM file through globalThis.
//
// Plain ESM: loaded by Node as it is (the cache handler) and bundled by the app.
import { pageScriptHashes } from './page-scripts.mjs';

/**
 * The home page, about-us, policy and terms, the two catalogues' unfiltered first pages and the
 * listings' detail pages (by a lower-case UUID, the only form an id is linked by), in both
 * languages. The proxy never sees the first four; a catalogue or a detail page only for a member's
 * request (SPEC 6's subscription rule), a catalogue also with a catalogue query (a filtered view):
 * then it applies the rule or rewrites, and still leaves the policy to the copy. For a visitor, a
 * detail page of a listing that does not exist or is not published answers 404 by itself
 * (features/listings/components/catalogue/listing-detail.tsx); the copy of a 404 is never kept
 * (incremental.mjs). next.config.ts's resource-policy rule is built from the pattern; proxy.ts's
 * matcher must be a literal, so it repeats it (tests/speed/open-pages.test.ts holds the two
 * together).
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const OPEN_PAGE_PATTERN = `(?:en|ar)(?:/(?:about-us|policy|terms|advertisements|investments|(?:advertisements|investments)/${UUID}))?`;
export const OPEN_PAGE_PATH = new RegExp(`^/${OPEN_PAGE_PATTERN}$`);

export function isOpenPage(path) {
  return OPEN_PAGE_PATH.test(path);
}

const POLICY = Symbol.for('fursa.openPagePolicy');

/** `build(hashes)`: the page policy admitting exactly those inline scripts. */
export function setOpenPagePolicy(build) {
  globalThis[POLICY] = build;
}

/**
 * Puts the policy of an open page's copy in the entry Next is storing. Synchronous on purpose: it
 * runs before the handler's first await, on the object Next is about to answer with.
 */
export function stampOpenPagePolicy(path, data) {
  const build = globalThis[POLICY];
  if (!build || data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return;
  if (!isOpenPage(path)) return;
  data.headers = {
    ...data.headers,
    'content-security-policy': build(pageScriptHashes(data)),
  };
}
