/**
 * The Mozilla HTTP Observatory's header tests and score table (mdn/mdn-http-observatory,
 * src/grader/charts.js and src/analyzer/tests/*), reimplemented for the headers we send.
 * Redirection (http → https) and HSTS preloading are properties of the deployment's TLS proxy and
 * domain, not of the app: they are scored as "to-https" and "not preloaded" (0 each).
 */

export const SCORE_TABLE: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'referrer-policy-private': 5,
  'referrer-policy-no-referrer-when-downgrade': 0,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
};

const SIX_MONTHS = 15_768_000;
const UNSAFE_SOURCES = new Set(["'unsafe-inline'", 'data:', 'http:', 'https:', '*', 'ftp:']);

export function parseCsp(value: string): Map<string, string[]> | null {
  const policy = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (policy.has(key)) return null; // a duplicate directive: invalid
    policy.set(key, values);
  }
  return policy;
}

function testCsp(h: Headers): string {
  const value = h.get('content-security-policy');
  if (!value) return 'csp-not-implemented';
  const p = parseCsp(value);
  if (!p || (!p.has('default-src') && !p.has('script-src'))) return 'csp-header-invalid';
  const get = (name: string) => p.get(name) ?? p.get('default-src') ?? ['*'];
  const script = get('script-src');
  const object = get('object-src');
  const style = get('style-src');
  const trusted = script.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
  const dynamic = script.includes("'strict-dynamic'");
  const unsafeScript = script.some(
    (s) =>
      (s === "'unsafe-inline'" && !trusted) ||
      (UNSAFE_SOURCES.has(s) && s !== "'unsafe-inline'" && !dynamic),
  );
  if (unsafeScript || object.some((s) => UNSAFE_SOURCES.has(s) && s !== "'unsafe-inline'")) {
    return 'csp-implemented-with-unsafe-inline';
  }
  if (script.some((s) => s.startsWith('http://'))) return 'csp-implemented-with-insecure-scheme';
  if (script.includes("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  const passive = [...get('img-src'), ...get('media-src')];
  if (passive.some((s) => s === 'http:' || s.startsWith('http://'))) {
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  }
  if (style.some((s) => UNSAFE_SOURCES.has(s))) {
    return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  }
  return p.get('default-src')?.join(' ') === "'none'"
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe';
}

/** Session cookies (by name, as the Observatory guesses) need Secure and HttpOnly; all need Secure. */
const SESSION_NAME = /login|sess|token|auth|user/i;

function testCookies(setCookies: string[]): string {
  if (setCookies.length === 0) return 'cookies-not-found';
  let result = 'cookies-secure-with-httponly-sessions-and-samesite';
  for (const cookie of setCookies) {
    const [pair = '', ...rest] = cookie.split(';');
    const name = pair.split('=')[0]?.trim() ?? '';
    const attrs = rest.map((a) => a.trim().toLowerCase());
    const sameSite = attrs.find((a) => a.startsWith('samesite='));
    if (sameSite && !['samesite=strict', 'samesite=lax', 'samesite=none'].includes(sameSite)) {
      return 'cookies-samesite-flag-invalid';
    }
    const session = SESSION_NAME.test(name);
    if (!attrs.includes('secure')) {
      return session ? 'cookies-session-without-secure-flag' : 'cookies-without-secure-flag';
    }
    if (session && !attrs.includes('httponly')) return 'cookies-session-without-httponly-flag';
    if (!sameSite) result = 'cookies-secure-with-httponly-sessions';
  }
  return result;
}

function testCors(h: Headers): string {
  const origin = h.get('access-control-allow-origin');
  if (!origin) return 'cross-origin-resource-sharing-not-implemented';
  return origin.trim() === '*'
    ? 'cross-origin-resource-sharing-implemented-with-public-access'
    : 'cross-origin-resource-sharing-implemented-with-universal-access';
}

function testReferrer(h: Headers): string {
  const value = h.get('referrer-policy');
  if (!value) return 'referrer-policy-not-implemented';
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .pop() ?? '';
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      last,
    )
  ) {
    return 'referrer-policy-private';
  }
  if (last === 'no-referrer-when-downgrade') return 'referrer-policy-no-referrer-when-downgrade';
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(last)) {
    return 'referrer-policy-unsafe';
  }
  return 'referrer-policy-header-invalid';
}

function testHsts(h: Headers): string {
  const value = h.get('strict-transport-security');
  if (!value) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value);
  if (!maxAge) return 'hsts-header-invalid';
  return Number(maxAge[1]) >= SIX_MONTHS
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

function testXcto(h: Headers): string {
  const value = h.get('x-content-type-options');
  if (!value) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function testXfo(h: Headers): string {
  const csp = h.get('content-security-policy');
  const ancestors = csp ? parseCsp(csp)?.get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return 'x-frame-options-implemented-via-csp';
  const value = h.get('x-frame-options')?.trim().toUpperCase();
  if (!value) return 'x-frame-options-not-implemented';
  return value === 'DENY' || value === 'SAMEORIGIN'
    ? 'x-frame-options-sameorigin-or-deny'
    : 'x-frame-options-header-invalid';
}

export type Grade = { score: number; results: Record<string, string> };

/** Scores one https response the way the Observatory does: 100, penalties, then bonuses at ≥ 90. */
export function grade(h: Headers, setCookies: string[] = h.getSetCookie()): Grade {
  const results: Record<string, string> = {
    'content-security-policy': testCsp(h),
    cookies: testCookies(setCookies),
    'cross-origin-resource-sharing': testCors(h),
    redirection: 'redirection-to-https',
    'referrer-policy': testReferrer(h),
    'strict-transport-security': testHsts(h),
    'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'x-content-type-options': testXcto(h),
    'x-frame-options': testXfo(h),
  };
  const modifiers = Object.values(results).map((r) => {
    const value = SCORE_TABLE[r];
    if (value === undefined) throw new Error(`no score for ${r}`);
    return value;
  });
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonuses = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  return { score: Math.max(0, penalties >= 90 ? penalties + bonuses : penalties), results };
}
