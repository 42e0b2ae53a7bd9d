import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing, type Locale } from './i18n/routing';
import { localeCookieToSet, setLocaleCookie } from './lib/i18n/locale-cookie';
import {
  authCookieOptions,
  clearedAuthCookieOptions,
  SESSION_COOKIE,
  USER_COOKIE,
} from './lib/auth/cookies';
import { decideAccess, type AccessDecision, type AccessInput } from './lib/auth/guards';
import { getAuthSecret, inspectUserCookie, type UserCookieData } from './lib/auth/user-cookie';
import { facetSegment } from './features/listings/catalogue-facets';
import { isSessionClaimAlive } from './lib/auth/session-liveness';
import { getFreshUserCookie } from './lib/auth/sessions';
import { isDatabaseDown } from './lib/database-outage';
import { isMissingListingPath } from './features/listings/server/public-listing-path';
import { findRedirect } from './features/redirects/server/lookup';
import { PATH_HEADER } from './lib/http/path-header';
import { getPageCsp } from './lib/security/page-csp';
import { isCachedPage } from './cache-handlers/open-pages.mjs';

const handleI18nRouting = createMiddleware(routing);
const PREFIX = /^\/(en|ar)(?=\/|$)/;
/** next-intl's header for the request's locale (next-intl/dist/.../shared/constants.js). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
/** A prefixed path next-intl would hand over unchanged: nothing to decode, no empty segment. */
const PLAIN_PATH = /^\/(en|ar)(\/[^/%]+)*$/;
/** No route has this path: a rewrite to it makes Next render the root 404 page with status 404. */
const NO_ROUTE = '/_missing';
const CATALOGUE = /^\/(advertisements|investments)$/;
/** The catalogue's own routes behind its rewrites: never opened by their address. */
const CATALOGUE_ROUTES = /^\/(advertisements|investments)\/(results|filtered)(\/|$)/;
/** The error page served while the database is unreachable (never a route of its own). */
const UNAVAILABLE = '/unavailable';

type CookieUpdate = { value: string; maxAge: number } | 'clear' | null;

/**
 * The user the cookies claim, for the access rules. A signed user cookie is believed once its
 * session is known to be alive (lib/auth/session-liveness.ts: one primary-key read, or an
 * answer from the last few seconds), and only where the answer changes the decision; `fresh`
 * skips that cache, for a redirect that rests on being signed in (no loop between a page that
 * finds the session gone and a sign-in page that still believes it). A stale or missing user
 * cookie next to a session token is re-signed from the session (e.g. the subscription just
 * ended). A session that has ended clears both cookies.
 */
async function readUser(
  request: NextRequest,
  access: Omit<AccessInput, 'user'>,
): Promise<{ user: UserCookieData | null; update: CookieUpdate }> {
  const raw = request.cookies.get(USER_COOKIE)?.value;
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  // Without a session cookie nobody is signed in, whatever a user cookie says.
  if (!token) return { user: null, update: raw ? 'clear' : null };
  const inspected = raw ? inspectUserCookie(raw, getAuthSecret()) : null;
  if (inspected?.status === 'valid') {
    const claimed = inspected.data;
    const signedIn = decideAccess({ ...access, user: claimed });
    if (sameDecision(signedIn, decideAccess({ ...access, user: null }))) {
      return { user: claimed, update: null };
    }
    const claim = { sessionId: claimed.sid, userId: claimed.id, token };
    const alive = await isSessionClaimAlive(claim, { fresh: signedIn.type === 'redirect' }).catch(
      (error: unknown) => {
        console.error('[proxy] session check failed:', (error as Error).message);
        return undefined;
      },
    );
    if (alive === false) return { user: null, update: 'clear' };
    // Alive, or unknown (database unreachable): the cookie stands; pages and services check again.
    return { user: claimed, update: null };
  }
  const fresh = await getFreshUserCookie(token).catch((error: unknown) => {
    console.error('[proxy] session lookup failed:', (error as Error).message);
    return undefined;
  });
  // Unknown (database unreachable): no user for this request, and the cookies stay as they are.
  if (fresh === undefined) return { user: null, update: null };
  return fresh
    ? { user: fresh.data, update: { value: fresh.value, maxAge: fresh.maxAge } }
    : { user: null, update: 'clear' };
}

function sameDecision(a: AccessDecision, b: AccessDecision): boolean {
  return a.type === b.type && (a.type !== 'redirect' || a.location === (b as typeof a).location);
}

function applyCookies(response: NextResponse, update: CookieUpdate): NextResponse {
  if (update === 'clear') {
    response.cookies.set(SESSION_COOKIE, '', clearedAuthCookieOptions());
    response.cookies.set(USER_COOKIE, '', clearedAuthCookieOptions());
  } else if (update) {
    response.cookies.set(USER_COOKIE, update.value, authCookieOptions(update.maxAge));
  }
  return response;
}

/**
 * The request headers handed to a page rendered for this request: the requested path in
 * PATH_HEADER, next-intl's locale, and its Content-Security-Policy (lib/security/page-csp.ts): a
 * fresh nonce, which Next reads from the forwarded request's CSP header and puts on its scripts.
 * A cached page (`cached`: cache-handlers/open-pages.mjs isCachedPage of the page that answers)
 * read with GET gets the request as it came (`headers: null`): it reads no header (its locale is
 * its route's), every answer from its copy carries the policy stored with it
 * (cache-handlers/page-policy.mjs), a second policy would block its scripts, and a render of it
 * uses the nonce the server gave the request (lib/security/peer-address.ts). Copying the request
 * costs more than serving the copy.
 * X-Forwarded-Proto only survives from a trusted proxy (peer-address.ts).
 */
function forwardedHeaders(
  request: NextRequest,
  locale: Locale,
  pathname: string,
  cached: boolean,
): { headers: Headers | null; policy: string | null } {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (cached && read) return { headers: null, policy: null };
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, pathname);
  headers.set(LOCALE_HEADER, locale); // what next-intl's middleware would set
  // A server action posted to a cached page runs with the page's language; it answers no HTML.
  if (cached) return { headers, policy: null };
  const https =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const csp = getPageCsp(https, process.env);
  headers.set('content-security-policy', csp.policy);
  return { headers, policy: csp.policy };
}

/** Serves `target` (a path under the locale) in place of the requested page, in its language. */
function rewriteTo(
  request: NextRequest,
  headers: Headers | null,
  locale: Locale,
  target: string,
  status?: number,
) {
  return NextResponse.rewrite(new URL(`/${locale}${target}`, request.url), {
    ...(headers ? { request: { headers } } : {}),
    ...(status ? { status } : {}),
  });
}

/**
 * The page itself, as next-intl's middleware would hand it over (its locale header, its locale
 * cookie: lib/i18n/locale-cookie.ts) without copying the request once more. A path next-intl
 * would rewrite (percent-encoded, doubled or trailing slashes) still goes through it.
 */
function servePage(request: NextRequest, headers: Headers | null, locale: Locale) {
  if (!PLAIN_PATH.test(request.nextUrl.pathname)) {
    return handleI18nRouting(headers ? new NextRequest(request, { headers }) : request);
  }
  const response = headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
  if (localeCookieToSet(request, locale)) setLocaleCookie(response, locale);
  return response;
}

/**
 * A catalogue asked with a query string: the unfiltered page (a query that changes nothing), a
 * cached filtered view (`…/filtered/<segment>`, features/listings/catalogue-facets.ts) or the route
 * rendered per request (`…/results`, which keeps the query). `null`: not a catalogue, or no query.
 */
function catalogueTarget(
  rest: string,
  params: URLSearchParams,
): { route: string; search: string } | null {
  const kind = CATALOGUE.exec(rest)?.[1];
  if (!kind) return null;
  const query = new URLSearchParams(params);
  query.delete('_rsc'); // the client router's cache buster, not a filter
  if (query.size === 0) return null;
  const segment = facetSegment(kind === 'advertisements' ? 'advertisement' : 'opportunity', query);
  if (segment === null) return { route: `${rest}/results`, search: `?${query}` };
  return { route: segment ? `${rest}/filtered/${segment}` : rest, search: '' };
}

/**
 * The request layer (Next 16's proxy): strip the language prefix, follow a path redirect, apply
 * the access rules of SPEC 6, then hand over to next-intl. A convenience only: pages and services
 * check again.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const match = PREFIX.exec(pathname);
  // Unprefixed paths: next-intl redirects to the visitor's language; the rules run on that request.
  if (!match) return handleI18nRouting(request);
  const locale = match[1] as Locale;
  const rest = pathname.slice(match[0].length) || '/';

  // The database being down must not take the request layer down: the page answers for itself.
  const target = await findRedirect(rest).catch((error: unknown) => {
    console.error('[proxy] redirect lookup failed:', (error as Error).message);
    return null;
  });
  if (target) {
    const status = target.permanent ? 308 : 307;
    const location = target.external
      ? target.destination
      : new URL(
          `/${locale}${target.destination === '/' ? '' : target.destination}${search}`,
          request.url,
        );
    return NextResponse.redirect(location, status);
  }

  const access = { pathname: rest, locale, search };
  const { user, update } = await readUser(request, access);
  const decision = decideAccess({ ...access, user });
  if (decision.type === 'redirect') {
    return applyCookies(NextResponse.redirect(new URL(decision.location, request.url)), update);
  }
  // A catalogue with a query string is served from another route, which decides where the
  // page's policy comes from (its cached copy, or this layer for `…/results`).
  const catalogue = catalogueTarget(rest, request.nextUrl.searchParams);
  const served = catalogue ? `/${locale}${catalogue.route}` : pathname;
  const cached = isCachedPage(served);
  const page = forwardedHeaders(request, locale, pathname, cached);
  const finish = (response: NextResponse, policy = page.policy) => {
    if (policy) response.headers.set('Content-Security-Policy', policy);
    return applyCookies(response, update);
  };
  // An error page is rendered for this request: it gets a policy of its own, with a nonce.
  const errorPage = () => (page.policy ? page : forwardedHeaders(request, locale, pathname, false));
  // The outage page and the catalogue's own routes are never opened by their address, and the
  // staff area does not exist for anyone else.
  if (rest === UNAVAILABLE || CATALOGUE_ROUTES.test(rest) || decision.type === 'notFound') {
    const error = errorPage();
    return finish(rewriteTo(request, error.headers, locale, NO_ROUTE), error.policy);
  }
  // The database is down and this page is rendered per request: rendering it would wait for a
  // connection and fail (500), so the error page answers at once instead (503). A cached page is
  // left to Next, which serves its copy when it has one; actions (POST) answer for themselves.
  if (!cached && request.method === 'GET' && (await isDatabaseDown())) {
    const error = errorPage();
    return finish(rewriteTo(request, error.headers, locale, UNAVAILABLE, 503), error.policy);
  }
  // After the guards: an unsubscribed investor is sent to the plans, not told "not found".
  const missing = await isMissingListingPath(rest).catch((error: unknown) => {
    console.error('[proxy] listing lookup failed:', (error as Error).message);
    return false;
  });
  // A public detail page of a listing that does not exist or is not published: the root 404 page
  // (app/global-not-found.tsx), server-rendered in the page's language with status 404.
  if (missing) {
    const error = errorPage();
    return finish(rewriteTo(request, error.headers, locale, NO_ROUTE), error.policy);
  }
  if (catalogue) {
    return finish(rewriteTo(request, page.headers, locale, catalogue.route + catalogue.search));
  }
  return finish(servePage(request, page.headers, locale));
}

export const config = {
  // Everything but API routes, Next internals, the build manifest, uploaded files (their route
  // checks its own paths) and static files (public/, the metadata routes), named by their
  // extension. A page path with some other dot in it (`/en/advertisements/x.y`) still goes through
  // the guards: skipping them would also have let anyone store 404 pages of their own naming.
  // Nor the open pages (cache-handlers/open-pages.mjs OPEN_PAGE_PATH, the same for everyone):
  // Next answers them from its cache, their policy stored with each copy. An auth page still comes
  // here with a session cookie (a signed-in user goes to the profile), a catalogue's first page
  // for a member (SPEC 6's subscription rule) and for a catalogue query (a filtered view), one entry per key of features/listings/schemas/catalogue-query.ts
  // (tests/speed/open-pages.test.ts); a query with none of them shows the unfiltered page either
  // way. Detail pages always come here: an unknown listing is sent to the server-rendered 404.
  matcher: [
    '/((?!api|_next|_vercel|builds|files/|(?:en|ar)(?:/(?:about-us|policy|terms|contact-us|auth/(?:login|sign-up|forget-password|two-factor)|advertisements|investments))?$|.*\\.(?:txt|xml|svg|ico|png|jpe?g|webp|avif|gif|js|json|webmanifest|map)$).*)',
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'cookie', key: 'fursa_session' }],
    },
    {
      source: '/:locale(en|ar)/auth/:page(login|sign-up|forget-password|two-factor)',
      has: [{ type: 'cookie', key: 'fursa_session' }],
    },
    {
      // A server action posted from an open page (sign-in, sign-up, contact): its language and
      // the rules come from here, as for any other page.
      source: '/:locale(en|ar)/:rest*',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'q' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'category' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'sector' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'stage' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'city' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'min' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'max' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'sort' }],
    },
    {
      source: '/:locale(en|ar)/:kind(advertisements|investments)',
      has: [{ type: 'query', key: 'page' }],
    },
  ],
};
