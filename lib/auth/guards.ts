import type { Locale } from '@/i18n/routing';
import { parseUserType } from './user-cookie';

/**
 * The pure access decision behind proxy.ts (SPEC 6, DESIGN 5). It only sees the signed cookie data;
 * the pages and services repeat their own checks, this is never the only line of defence.
 */

/** E.g. UserCookieData; `type` in any casing (SPEC 3 compares it case-insensitively). */
export type AccessUser = { type: string; isSubscribed: boolean };

export type AccessInput = {
  /** The path without its locale prefix, e.g. `/profile/wallet`. */
  pathname: string;
  locale: Locale;
  user: AccessUser | null;
  /** The query string of the original request, with or without its leading `?`. */
  search?: string;
};

export type AccessDecision =
  | { type: 'allow' }
  | { type: 'redirect'; location: string }
  /** The page does not exist for this visitor (the staff area is not advertised). */
  | { type: 'notFound' };

type Guard = (input: AccessInput) => AccessDecision;

const ALLOW: AccessDecision = { type: 'allow' };
const NOT_FOUND: AccessDecision = { type: 'notFound' };

function withSearch(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

const guards: Record<string, Guard> = {
  /** Signed-in users only; visitors go to the login page and come back afterwards. */
  auth: (input) => {
    if (input.user) return ALLOW;
    const original = `/${input.locale}${input.pathname}${withSearch(input.search)}`;
    return {
      type: 'redirect',
      location: `/${input.locale}/auth/login?redirect=${encodeURIComponent(original)}`,
    };
  },
  /** Staff only (admins and moderators); for anyone else the area does not exist. */
  staff: (input) => {
    const type = input.user ? parseUserType(input.user.type) : null;
    return type === 'ADMIN' || type === 'MODERATOR' ? ALLOW : NOT_FOUND;
  },
  /** Visitors only; a signed-in user has no business on the sign-in pages. */
  guest: (input) =>
    input.user ? { type: 'redirect', location: `/${input.locale}/profile` } : ALLOW,
};

/** A named guard; an unregistered name is a programming error (SPEC 8). */
export function getGuard(name: string): Guard {
  const guard = Object.hasOwn(guards, name) ? guards[name] : undefined;
  if (!guard) throw new Error(`Unknown route middleware: ${name}`);
  return guard;
}

/** Which guard protects which section; a section covers its root and everything below it. */
export const GUARDED_SECTIONS: ReadonlyArray<{ section: string; guard: string }> = [
  { section: '/auth', guard: 'guest' },
  { section: '/profile', guard: 'auth' },
  { section: '/contact-requests', guard: 'auth' },
  { section: '/my-contact-requests', guard: 'auth' },
  { section: '/admin', guard: 'staff' },
];

const INVESTOR_PROFILE_PATHS = new Set(['/profile', '/profile/plans', '/profile/wallet']);
const SUBSCRIPTION_SECTIONS = ['/investments', '/advertisements'];

/** Leading slash, no trailing slash (except the root), no empty segments. */
function normalizePath(pathname: string): string {
  const trimmed = `/${pathname}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function inSection(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

export function decideAccess(input: AccessInput): AccessDecision {
  const path = normalizePath(input.pathname);

  for (const { section, guard } of GUARDED_SECTIONS) {
    if (!inSection(path, section)) continue;
    const decision = getGuard(guard)(input);
    if (decision.type !== 'allow') return decision;
  }

  const user = input.user;
  // The type as the cookie carries it, in any casing, read once (SPEC 3).
  if (!user || parseUserType(user.type) !== 'INVESTOR') return ALLOW;

  if (inSection(path, '/profile') && !INVESTOR_PROFILE_PATHS.has(path)) {
    return { type: 'redirect', location: `/${input.locale}/profile` };
  }
  if (!user.isSubscribed && SUBSCRIPTION_SECTIONS.some((s) => inSection(path, s))) {
    return {
      type: 'redirect',
      location: `/${input.locale}/profile/plans?reason=subscription_required`,
    };
  }
  return ALLOW;
}

/**
 * A `?redirect=` target that can only lead within this site: one leading slash, no `//` or `/\`
 * (browsers read both as another host), no control characters or whitespace (browsers drop tabs
 * and newlines, turning `/\t/evil.com` into `//evil.com`). Anything else falls back to the profile.
 */
export function safeRedirectPath(value: string | null | undefined, locale: Locale): string {
  const fallback = `/${locale}/profile`;
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://fursa.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
