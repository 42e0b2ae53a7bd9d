import { describe, expect, it } from 'vitest';
import { decideAccess, getGuard, safeRedirectPath, type AccessUser } from '@/lib/auth/guards';
import type { Locale } from '@/i18n/routing';

const visitor = null;
const investor: AccessUser = { type: 'INVESTOR', isSubscribed: true };
const unsubscribed: AccessUser = { type: 'INVESTOR', isSubscribed: false };
const owner: AccessUser = { type: 'OWNER', isSubscribed: false };

type Row = [who: string, user: AccessUser | null, pathname: string, expected: string | null];

// `expected` is the redirect target with `{l}` for the locale, or null for "allow".
const table: Row[] = [
  // Public pages stay public for everyone.
  ['visitor', visitor, '/', null],
  ['visitor', visitor, '/about-us', null],
  ['visitor', visitor, '/notifications', null],
  ['visitor', visitor, '/investments', null],
  ['visitor', visitor, '/advertisements/42', null],
  // auth guard
  ['visitor', visitor, '/profile', '/{l}/auth/login?redirect=%2F{l}%2Fprofile'],
  ['visitor', visitor, '/profile/wallet', '/{l}/auth/login?redirect=%2F{l}%2Fprofile%2Fwallet'],
  ['visitor', visitor, '/contact-requests', '/{l}/auth/login?redirect=%2F{l}%2Fcontact-requests'],
  [
    'visitor',
    visitor,
    '/contact-requests/chat',
    '/{l}/auth/login?redirect=%2F{l}%2Fcontact-requests%2Fchat',
  ],
  [
    'visitor',
    visitor,
    '/my-contact-requests/chat',
    '/{l}/auth/login?redirect=%2F{l}%2Fmy-contact-requests%2Fchat',
  ],
  ['visitor', visitor, '/profile-other', null],
  // guest guard
  ['visitor', visitor, '/auth/login', null],
  ['visitor', visitor, '/auth/sign-up', null],
  ['visitor', visitor, '/auth/forget-password', null],
  ['investor', investor, '/auth/login', '/{l}/profile'],
  ['owner', owner, '/auth/sign-up', '/{l}/profile'],
  ['owner', owner, '/auth/forget-password/', '/{l}/profile'],
  // investor under /profile
  ['investor', investor, '/profile', null],
  ['investor', investor, '/profile/', null],
  ['investor', investor, '/profile/plans', null],
  ['investor', investor, '/profile/plans/', null],
  ['investor', investor, '/profile/wallet', null],
  ['investor', investor, '/profile/wallet/', null],
  ['investor', investor, '/profile/ads-page', '/{l}/profile'],
  ['investor', investor, '/profile/advertisements', '/{l}/profile'],
  ['investor', investor, '/profile/advertisements/add', '/{l}/profile'],
  ['investor', investor, '/profile/opportunities/7/edit', '/{l}/profile'],
  ['investor', investor, '/profile/wallet/history', '/{l}/profile'],
  ['unsubscribed investor', unsubscribed, '/profile/plans', null],
  ['unsubscribed investor', unsubscribed, '/profile/ads-page', '/{l}/profile'],
  // investor subscription gate
  ['investor', investor, '/investments', null],
  ['investor', investor, '/advertisements/5', null],
  [
    'unsubscribed investor',
    unsubscribed,
    '/investments',
    '/{l}/profile/plans?reason=subscription_required',
  ],
  [
    'unsubscribed investor',
    unsubscribed,
    '/investments/9',
    '/{l}/profile/plans?reason=subscription_required',
  ],
  [
    'unsubscribed investor',
    unsubscribed,
    '/advertisements/',
    '/{l}/profile/plans?reason=subscription_required',
  ],
  [
    'unsubscribed investor',
    unsubscribed,
    '/advertisements/3',
    '/{l}/profile/plans?reason=subscription_required',
  ],
  ['unsubscribed investor', unsubscribed, '/investments-news', null],
  ['unsubscribed investor', unsubscribed, '/contact-requests', null],
  ['unsubscribed investor', unsubscribed, '/my-contact-requests/chat', null],
  // other types are not restricted by the investor rules
  ['owner', owner, '/profile/advertisements/add', null],
  ['owner', owner, '/profile/ads-page', null],
  ['owner', owner, '/investments', null],
  ['owner', owner, '/advertisements/1', null],
  ['owner', owner, '/contact-requests/chat', null],
];

describe.each<Locale>(['en', 'ar'])('decideAccess (%s)', (locale) => {
  it.each(table)('%s on %s', (_who, user, pathname, expected) => {
    const decision = decideAccess({ pathname, locale, user });
    if (expected === null) {
      expect(decision).toEqual({ type: 'allow' });
    } else {
      expect(decision).toEqual({ type: 'redirect', location: expected.replaceAll('{l}', locale) });
    }
  });

  it('compares the user type case-insensitively', () => {
    for (const type of ['investor', 'Investor', 'iNvEsToR']) {
      expect(
        decideAccess({ pathname: '/profile/ads-page', locale, user: { type, isSubscribed: true } }),
      ).toEqual({ type: 'redirect', location: `/${locale}/profile` });
      expect(
        decideAccess({ pathname: '/investments', locale, user: { type, isSubscribed: false } }),
      ).toEqual({
        type: 'redirect',
        location: `/${locale}/profile/plans?reason=subscription_required`,
      });
    }
    expect(
      decideAccess({
        pathname: '/profile/ads-page',
        locale,
        user: { type: 'owner', isSubscribed: false },
      }),
    ).toEqual({ type: 'allow' });
  });

  it('keeps the query in the login redirect, with or without its "?"', () => {
    const expected = {
      type: 'redirect',
      location: `/${locale}/auth/login?redirect=${encodeURIComponent(`/${locale}/profile/wallet?tab=top-up&x=1`)}`,
    };
    for (const search of ['?tab=top-up&x=1', 'tab=top-up&x=1']) {
      expect(decideAccess({ pathname: '/profile/wallet', locale, user: null, search })).toEqual(
        expected,
      );
    }
    expect(decideAccess({ pathname: '/profile', locale, user: null, search: '?' })).toEqual({
      type: 'redirect',
      location: `/${locale}/auth/login?redirect=${encodeURIComponent(`/${locale}/profile`)}`,
    });
  });
});

describe('getGuard', () => {
  it('returns the registered guards', () => {
    expect(getGuard('auth')({ pathname: '/profile', locale: 'en', user: investor })).toEqual({
      type: 'allow',
    });
    expect(getGuard('guest')({ pathname: '/auth/login', locale: 'en', user: null })).toEqual({
      type: 'allow',
    });
  });

  it('throws for an unknown name', () => {
    expect(() => getGuard('admin')).toThrow('Unknown route middleware: admin');
    expect(() => getGuard('toString')).toThrow('Unknown route middleware: toString');
    expect(() => getGuard('')).toThrow(/Unknown route middleware/);
  });
});

describe('safeRedirectPath', () => {
  it.each(['/en/profile', '/ar/investments/4?x=1#top', '/en/profile/plans?reason=a%2Fb', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path, 'en')).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/en/profile',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'evil.com',
    'en/profile',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /en/profile',
    '',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value, 'en')).toBe('/en/profile');
    expect(safeRedirectPath(value, 'ar')).toBe('/ar/profile');
  });

  it('falls back when there is no value', () => {
    expect(safeRedirectPath(null, 'ar')).toBe('/ar/profile');
    expect(safeRedirectPath(undefined, 'en')).toBe('/en/profile');
  });
});
