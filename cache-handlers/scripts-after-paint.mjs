// A cached page asks for Next's scripts after its first frame, not while it is still being
// parsed (Lighthouse on the Arabic pages, and first paint on slow connections).
//
// Next writes every chunk of a page as `<script src async>` in <head>, so the browser fetches them
// at once, beside the stylesheet and the fonts the first frame waits for. On a slow phone those
// ~190 kB share the connection with what the first paint needs; on this repository's 2-core
// machine the page's first layout (60-80 ms) ends after they have arrived, and Lighthouse's
// simulation of a slow phone then charges the largest paint with all of them: 2.4-3.2 s estimated
// for a page that painted in 0.3 s. Here the tags leave <head> and
// a small inline script at the end of <body> adds the same scripts, in the same order and still
// async, once the first frame has been produced (an animation frame, then a task). Before that
// the page is the server's HTML, complete: links are plain links, and React's payload waits in
// `self.__next_f` as it always does until the scripts arrive. A hidden tab (no frames) or a first
// frame slower than a second gets them at once.
//
// Only pages Next keeps in its cache go through this (cache handler, incremental.mjs): the public
// pages a first visit lands on. Pages rendered per request keep Next's own tags.
//
// Plain ESM: loaded by Node as it is (the cache handler) and imported by tests and bench/.
// `async` and, when the render has one, a nonce follow `src`, in either order (React writes the
// head's tags and the body's differently).
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"((?: async=""| nonce="[^"]*")+)><\/script>/g;
/** Next's low-priority preload of one chunk, which would fetch it before the first paint anyway. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"]*")? href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
const LOADER_ID = '<script id="fursa-scripts"';
/**
 * The nonce of the render's own scripts, which the loader carries too: the response of the render
 * being stored is admitted by that nonce (proxy.ts), later copies by hashes (page-scripts.mjs),
 * which the attribute does not change.
 */
const NONCE = /<script\b[^>]* nonce="([^"]+)"/;

function loader(sources, nonce) {
  // ES5 on purpose: it runs in every browser that gets the page, before any polyfill.
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return `${LOADER_ID}${attribute}>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}if(document.visibilityState==="hidden")return go();requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(${JSON.stringify(sources)})</script>`;
}

/** The page with its chunk scripts moved behind the first frame; unchanged if it has none. */
export function scriptsAfterFirstPaint(html) {
  if (html.includes(LOADER_ID)) return html;
  const sources = [];
  const moved = html
    .replace(CHUNK_SCRIPT, (tag, src, attributes) => {
      if (!attributes.includes(' async=""')) return tag; // a script the page waits for stays
      sources.push(src);
      return '';
    })
    .replace(CHUNK_PRELOAD, '');
  const end = moved.lastIndexOf('</body>');
  if (sources.length === 0 || end < 0) return html;
  return moved.slice(0, end) + loader(sources, NONCE.exec(html)?.[1]) + moved.slice(end);
}

/** Every script a page's HTML makes the browser fetch: its `<script src>` and the loader's. */
export function pageScriptSources(html) {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const start = html.indexOf(LOADER_ID);
  if (start >= 0) {
    const list = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(html.slice(start));
    if (list) sources.push(...JSON.parse(list[1]));
  }
  return [...new Set(sources)];
}
