// Which pages come from Next's cache, and which of those skip the request layer (proxy.ts).
//
// Cached pages: the routes Next prerenders or keeps with `revalidate` (the text pages, the auth
// pages, home, the catalogues and their filtered views, the detail pages). Each answer from one
// carries the policy stored with its copy (incremental.mjs, page-policy.mjs), so the proxy never
// writes a policy for them: a second one would block their scripts.
//
// Open pages: the cached pages that, for a visitor, need nothing from the request layer (no
// guard, no per-request rewrite, no database at request time), so proxy.ts's matcher skips them
// and Next answers them straight from its cache (the proxy alone costs more than half of what
// such a page costs to serve): the home page, about-us, policy, terms and contact-us, the three
// auth pages and the two catalogues' unfiltered first pages, in both languages. An auth page still
// goes through the proxy with a session cookie (a signed-in user is sent to the profile), a
// catalogue for a member's request (SPEC 6's subscription rule) and with a catalogue query (a
// filtered view).
// The listings' detail pages are cached but not open: an unknown or unpublished listing must get
// the site's server-rendered 404 page (app/global-not-found.tsx), and only the proxy can send it
// there before the page renders.
// next.config.ts builds its rules from these patterns; proxy.ts's matcher must be a literal, so it
// repeats the open pattern (tests/speed/open-pages.test.ts holds the two together).
//
// Plain ESM: imported by next.config.ts, bundled by the app (the proxy), imported by the tests.
export const OPEN_PAGE_PATTERN =
  '(?:en|ar)(?:/(?:about-us|policy|terms|contact-us|auth/(?:login|sign-up|forget-password|two-factor)|advertisements|investments))?';
export const OPEN_PAGE_PATH = new RegExp(`^/${OPEN_PAGE_PATTERN}$`);

export function isOpenPage(path) {
  return OPEN_PAGE_PATH.test(path);
}

/**
 * The paths a cached route serves, as Next sees them (after the proxy's rewrites). A detail
 * route serves any segment (an unknown one answers 404, whose copy is not kept); `…/results` is
 * the catalogue rendered per request, and no listing is called `filtered`.
 */
export const CACHED_PAGE_PATTERN =
  '(?:en|ar)(?:/(?:about-us|policy|terms|contact-us|auth/(?:login|sign-up|forget-password|two-factor)|advertisements|investments|(?:advertisements|investments)/(?:filtered/[^/]+|(?!results$|filtered$)[^/]+)))?';
const CACHED_PAGE_PATH = new RegExp(`^/${CACHED_PAGE_PATTERN}$`);

export function isCachedPage(path) {
  return CACHED_PAGE_PATH.test(path);
}
