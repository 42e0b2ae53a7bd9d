// How a cached page's HTML is handed back to Next, once per stored copy.
//
// Next answers a cached page in one of three ways, chosen by the type of its HTML
// (next/dist/server/send-payload.js sendRenderResult, render-result.js):
// - a string goes out with `res.end(html)`: headers and body in one socket write;
// - a Node `Readable` is piped to the response with Node's own stream events
//   (pipe-readable.js pipeNodeReadableToNodeResponse): the headers, then the body;
// - bytes go through a web stream: the headers in a write of their own, then the body, with the
//   web stream's machinery around it, the costliest of the three. On about-us under load
//   (2026-11-26, one core, CPU profiles beside a bare Next app serving a page of the same size)
//   the extra write alone cost as much as the bare app's whole write, and the stream as much again.
// So a page goes out as a string when it can, else as a Node stream over its bytes (incremental.mjs
// htmlStream), never as bare bytes. Alternating builds on the demo data (2026-11-26, one core, wrk, CPU a
// request): the home page (139 kB) 0.48-0.50 ms as bytes, 0.39-0.42 as a stream; /ar/about-us
// 0.50-0.54 against 0.38-0.39. A string still beats the stream up to its limit below: about-us
// 0.36-0.37 ms as a string, 0.38-0.40 as a stream; terms 0.39 against 0.41-0.42.
// A string is only cheap when it is ASCII. Node walks it twice per response (its UTF-8 length for
// Content-Length, then the encoding), and V8 has a copy-through path for one-byte text with no
// character above U+007F only. A bare Node server answering `res.end` with a 54 kB string on one
// core (2026-11-26): 47,600-48,100 req/s when ASCII, 19,900-21,800 with two "©" in it (still
// one-byte, Latin-1), and a two-byte string (any character above U+00FF) is slower again.
//
// So a page whose text is ASCII but for a few characters is served as an ASCII string, each of
// those characters written as an escape with the same meaning: a character reference (`&#x2019;`)
// in text and attribute values, `\u2019` inside an inline script (React's flight payload and
// JSON-LD, where the character only occurs inside string literals). The document the browser
// builds is the same; the bytes grow by about five per escaped character. A page with more than
// one such character in 25 (every Arabic page: a third or more) stays bytes: the escapes would
// grow it by a fifth or more, and gzip, which browsers ask for, works on every byte. Up to that,
// the string pays: an English page of a listing written in Arabic (3.5% such characters, 64 kB,
// 74 kB escaped), alternating on one build (2026-11-26): 0.43-0.48 ms of CPU a request as a
// string, 0.54-0.58 as bytes (a web stream then); with gzip 1.43-1.54 against 1.34-1.54. A large
// page stays bytes too: Node joins the headers and the body into one string before writing, and
// V8 makes a string over 128 KiB in its large-object space. A bare Node server answering
// `res.end(string)` on one core (2026-11-26) served 18,000-22,500 req/s with a 119 kB body,
// 6,200-6,700 with 131 kB, and 31,000-31,800 with a 141 kB Buffer. The limit leaves room for the
// headers (CSP included).
// The inline scripts' CSP hashes cover both forms (page-scripts.mjs pageScriptHashes).
//
// Plain ESM: loaded by Node as it is (the cache handler) and bundled by the app (the proxy).
/** Raw-text elements and comments: a character reference means nothing inside them. */
const RAW = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/gi;
/** A character that needs an escape: anything beyond ASCII. */
const WIDE = /[^\x00-\x7f]/;
const WIDE_CODE_POINTS = /[^\x00-\x7f]/gu;
const WIDE_UNITS = /[^\x00-\x7f]/g;
/** A backslash right before a wide character: escaping that one would change what it means. */
const ESCAPED_WIDE = /\\[^\x00-\x7f]/;

/** Above this, a one-byte string costs more to send than the bytes (see the header). */
export const MAX_STRING_HTML = 124_000;
/** At most one character in this many may need an escape (see the header). */
const WIDE_RATIO = 25;

const escapeText = (text) =>
  text.replace(WIDE_CODE_POINTS, (c) => `&#x${c.codePointAt(0).toString(16)};`);
const escapeScript = (body) =>
  body.replace(WIDE_UNITS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The same document with every character beyond ASCII escaped, as a one-byte string; `null` when
 * the page has too many of them, or one where no escape is safe (a style sheet, a comment).
 */
export function asciiHtml(html) {
  const wide = html.match(WIDE_UNITS)?.length ?? 0;
  if (wide === 0) return oneByte(html);
  if (wide * WIDE_RATIO > html.length) return null;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW)) {
    out += escapeText(html.slice(last, match.index));
    const [whole, open, body, close] = match;
    if (open !== undefined) {
      if (ESCAPED_WIDE.test(body)) return null;
      out += open + escapeScript(body) + close;
    } else if (WIDE.test(whole)) {
      return null;
    } else {
      out += whole;
    }
    last = match.index + whole.length;
  }
  return oneByte(out + escapeText(html.slice(last)));
}

/** V8 keeps a string two-byte once it was: rebuilt from its bytes, it is one-byte. */
function oneByte(text) {
  return Buffer.from(text, 'latin1').toString('latin1');
}

/**
 * asciiHtml of a page entry's HTML, once per entry object: its CSP hashes (page-scripts.mjs), the
 * copy Redis keeps and the copy served from memory (the very object Next stored) all need it.
 */
const escapedCopies = new WeakMap();
export function escapedHtml(page) {
  if (!escapedCopies.has(page)) escapedCopies.set(page, asciiHtml(page.html));
  return escapedCopies.get(page);
}

/** A page's HTML as kept in memory: an ASCII string when that is cheaper, else UTF-8 bytes. */
export function servedHtml(html, escaped = asciiHtml(html)) {
  return escaped !== null && escaped.length <= MAX_STRING_HTML
    ? escaped
    : Buffer.from(html, 'utf8');
}
