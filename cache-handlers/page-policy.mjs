// The Content-Security-Policy of a page Next keeps in its cache, made once per stored copy by the
// cache handler (incremental.mjs) and stored with the copy, so that every answer from it carries
// the policy that lets exactly its own scripts run.
//
// Why: a cached copy is served to many requests, so it carries the nonce of the one request that
// rendered it, which no later response may name (a nonce is for one response only). Its inline
// scripts (React's flight payload, its boundary instructions) are admitted by their SHA-256
// hashes instead: a hash admits one script text, wherever it appears, so only the scripts the
// render itself wrote may be hashed, never one injected into the page (a listing's text that
// escaped its escaping).
//
// Which scripts the render wrote: Next puts the render's nonce on every script it writes (its
// documented nonce support: the nonce comes from the request's Content-Security-Policy header),
// and this server gives every render a fresh nonce it seals (render-nonce.mjs, stamped on each
// request by lib/security/peer-address.ts before Next reads it). So a script is the render's when
// it carries a nonce this process sealed, and the page carries exactly one such nonce. A copied
// nonce (taken from another page) beside the render's makes two: then nothing is hashed and the
// page's scripts are blocked rather than an injection admitted. A script with no nonce, or one
// this process did not seal, is never hashed. A page with no sealed nonce (a render that never
// passed the server's stamp) gets no hashes either.
//
// This reads the HTML as HTML: `<script>` elements, their `src`, `type` and `nonce` attributes and
// their text, which is what a hash source means. It depends on no particular markup of Next's and
// changes nothing in the page.
//
// Plain ESM: loaded by Node as it is (the cache handler) and imported by the tests.
import { createHash } from 'node:crypto';
import { processRegistry } from './registry.mjs';
import { isRenderNonce } from './render-nonce.mjs';

/** A script element: its attributes and its text (raw text: it ends at the first `</script`). */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** A `type` that makes the element a classic or module script; any other is a data block. */
const SCRIPT_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function attributesOf(source) {
  const attributes = new Map();
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** Every script element of `html`: whether it runs inline, its nonce and its text. */
export function scriptElements(html) {
  const scripts = [];
  for (const [, source = '', text = ''] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(source);
    const type = attributes.get('type')?.trim() ?? '';
    scripts.push({
      external: attributes.has('src'),
      // CSP governs scripts only: a JSON-LD block or any other data block runs nothing.
      data: type !== '' && !SCRIPT_TYPE.test(type),
      nonce: attributes.get('nonce') ?? null,
      text,
    });
  }
  return scripts;
}

/** SHA-256 source expressions of script texts, each once. */
export function hashSources(texts) {
  const hashes = new Set();
  for (const text of texts) {
    if (text) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The hashes of the inline scripts the render of `html` wrote (see the header), and why there
 * are none when there are none: `problem` is 'no-nonce' or 'several-nonces'.
 */
export function renderScriptHashes(html) {
  const scripts = scriptElements(html);
  const sealed = new Set(scripts.map((s) => s.nonce).filter((nonce) => isRenderNonce(nonce)));
  if (sealed.size !== 1) {
    const problem = sealed.size === 0 ? 'no-nonce' : 'several-nonces';
    return { hashes: [], problem };
  }
  const [nonce] = sealed;
  const texts = scripts
    .filter((s) => !s.external && !s.data && s.nonce === nonce)
    .map((s) => s.text);
  return { hashes: hashSources(texts), problem: null };
}

/**
 * What a copy gets when no policy builder is registered (instrumentation.ts did not run): every
 * script blocked, the server's HTML still shown. Never the case in `next start`.
 */
export const SCRIPTLESS_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

let warned = false;

/** The policy of a cached page whose render wrote the scripts of `hashes`. */
export function cachedPagePolicy(hashes) {
  const build = processRegistry().cachedPagePolicy;
  if (build) return build(hashes);
  if (!warned) {
    warned = true;
    console.error('[csp] no cached-page policy registered: cached pages run no scripts');
  }
  return SCRIPTLESS_POLICY;
}
