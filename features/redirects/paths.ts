import { isOpenPage } from '@/cache-handlers/open-pages.mjs';

/**
 * The rules of a path redirect, shared by the request layer's lookup, the staff form (in the
 * browser too: nothing here touches the server) and the staff service.
 */

/** How a source is stored and looked up: lower case, no trailing slash (but `/`). */
export function normalizeSource(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase() || '/';
}

export function isExternal(destination: string): boolean {
  return /^https?:\/\//i.test(destination);
}

/** A path as the request layer sees it: percent-encoded ("/عروض" → "/%D8%B9..."). */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

/** A source as stored: encoded, then normalised. */
export function toSource(typed: string): string {
  return normalizeSource(encodePath(typed.trim()));
}

// A path: one leading slash, then no empty segment, no query, fragment, space or backslash.
const PLAIN_PATH = /^\/(?!\/)[^\s?#\\]*$/;
/**
 * First segments the site answers itself, or that a redirect must never capture: the staff area
 * and sign-in (staff could lock themselves out), the API, Next's and the uploads' files, and the
 * language prefixes (a source is written without its language).
 */
const RESERVED = new Set([
  'admin',
  'auth',
  'api',
  '_next',
  '_vercel',
  'builds',
  'files',
  'en',
  'ar',
]);
/** Files proxy.ts's matcher never sees, so a redirect from one would never apply. */
const SKIPPED_FILE = /\.(?:txt|xml|svg|ico|png|jpe?g|webp|avif|gif|js|json|webmanifest|map)$/i;

function firstSegment(path: string): string {
  return path.split('/')[1]?.toLowerCase() ?? '';
}

/**
 * A path the request layer can redirect: well formed, not the home page nor another page served
 * without it (the open pages), nothing reserved.
 */
export function isRedirectableSource(typed: string): boolean {
  const path = typed.trim();
  if (!PLAIN_PATH.test(path) || path.includes('//')) return false;
  const source = toSource(path);
  if (source === '/' || RESERVED.has(firstSegment(source))) return false;
  if (SKIPPED_FILE.test(source)) return false;
  return !isOpenPage(`/en${source}`);
}

/** An internal destination: a path of this site without its language, no query or fragment. */
function isInternalDestination(path: string): boolean {
  if (!PLAIN_PATH.test(path) || path.includes('//')) return false;
  const first = firstSegment(path);
  return first !== 'en' && first !== 'ar';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function isValidDestination(typed: string): boolean {
  const value = typed.trim();
  return isExternal(value) ? isHttpUrl(value) : isInternalDestination(value);
}

/** The source an internal destination would be looked up as; null for an absolute URL. */
export function destinationAsSource(destination: string): string | null {
  return isExternal(destination) ? null : toSource(destination);
}

/**
 * What the staff "test a path" field was given, as the request layer would look it up: an
 * address of this site or a path, with or without its language, query or fragment. Null for
 * anything that is not a path.
 */
export function pathToTest(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  let path: string;
  try {
    path = new URL(value, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith('/')) return null;
  const local = path.replace(/^\/(?:en|ar)(?=\/|$)/, '') || '/';
  return normalizeSource(local);
}
