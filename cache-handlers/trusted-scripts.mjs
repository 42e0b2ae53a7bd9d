// Which inline scripts of a page Next is storing may be admitted by hash in that copy's
// Content-Security-Policy (page-scripts.mjs pageScriptHashes): only the ones the render itself
// wrote. A hash admits a script wherever it appears, so hashing every inline script of the stored
// HTML would allow-list anything injected into it (a listing's text that escaped its escaping).
//
// What rendered pages hold inline, from reading the code: Next's and React's own scripts (the
// flight payload `self.__next_f`, React's boundary instructions, Turbopack's bootstrap), the
// loader of scripts-after-paint.mjs, and JSON-LD (features/listings/components/catalogue/json-ld.tsx). Every
// render has a nonce: the proxy gives one to the pages it sees (lib/security/page-csp.ts),
// and the server to every other request, the open pages included (lib/security/
// peer-address.ts stampRenderNonce, which also drops any CSP header a client sends). Next and
// React put it on each of their scripts, and the loader copies it. So the rule is one line: an
// inline script is ours when it carries the render's nonce. JSON-LD carries none: it is a data
// block, which CSP does not govern, so it needs no hash. Anything else is left out, and the
// browser blocks it.
//
// The render's nonce is read where no page content can reach: the first tag carrying one inside
// <head> (Next's own script and preload tags; metadata is escaped text, and no user text is raw
// HTML there). A page with no nonce in its head (a render that bypassed the server's stamp) gets
// no hashes at all: its scripts are blocked rather than an injection admitted.
//
// Plain ESM: loaded by Node as it is (the cache handler) and bundled by the app.

/** A nonce as Next accepts it (next/dist/server/app-render/get-script-nonce-from-header.js). */
const NONCE_VALUE = /^[A-Za-z0-9+/_-]+={0,2}$/;
const NONCE_TAG = /<(?:script|link)\b[^>]*?\snonce="([^"]*)"/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const SRC_ATTRIBUTE = /\ssrc=/;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/;

/** The nonce the render put on Next's own tags in <head>; null when it had none. */
export function renderNonce(html) {
  const end = html.indexOf('</head>');
  if (end < 0) return null;
  const nonce = NONCE_TAG.exec(html.slice(0, end))?.[1];
  return nonce && NONCE_VALUE.test(nonce) ? nonce : null;
}

/**
 * The bodies of the inline scripts of `html` that carry `nonce` (the render's): the ones a policy
 * may admit by hash. None without a nonce.
 */
export function trustedScriptBodies(html, nonce) {
  if (!nonce) return [];
  const bodies = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!body || SRC_ATTRIBUTE.test(attributes)) continue;
    if (NONCE_ATTRIBUTE.exec(attributes)?.[1] === nonce) bodies.push(body);
  }
  return bodies;
}

/**
 * The render's nonce of a page entry, read once from the HTML as Next rendered it: the cache
 * handler notes it before scripts-after-paint.mjs moves Next's head scripts (the tags it is read
 * from) to the end of the body.
 */
const noted = new WeakMap();
export function noteRenderNonce(data) {
  if (typeof data?.html === 'string' && !noted.has(data)) noted.set(data, renderNonce(data.html));
}
export function renderNonceOf(data) {
  return noted.has(data) ? noted.get(data) : renderNonce(data.html);
}
