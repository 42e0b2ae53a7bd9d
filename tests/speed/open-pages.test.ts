import { describe, expect, it } from 'vitest';
import { CACHED_PAGE_PATTERN, isCachedPage, isOpenPage } from '@/cache-handlers/open-pages.mjs';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { CATALOGUE_QUERY_KEYS } from '@/features/listings/schemas/catalogue-query';
import { config } from '@/proxy';

/*
 * The open pages (cache-handlers/open-pages.mjs) are answered without the request layer. Which
 * requests reach it is decided by proxy.ts's matcher, a literal Next reads at build time: these
 * tests hold it to the list, to the session cookie's name and to the catalogue's query keys.
 *
 * The matcher is read as Next documents it ("proxy" file convention, `matcher`): each source is a
 * path pattern whose `:name(regex)` parameters and bare groups are regular expressions over the
 * whole path, `/:name*` stands for any number of segments, and an entry with `has` applies only
 * when every condition holds (a cookie, a query key, a header). Our sources use nothing else.
 */

type Condition = { type: 'cookie' | 'query' | 'header'; key: string };
type Entry = string | { source: string; has?: Condition[] };

/**
 * A source as a regular expression over the whole path: `:name(regex)` becomes the group,
 * `/:name*` any number of segments (none included).
 */
function sourcePattern(source: string): RegExp {
  return new RegExp(`^${source.replace(/\/:\w+\*/g, '(?:/.*)?').replace(/:\w+\(/g, '(')}$`);
}

const entries = (config.matcher as Entry[]).map((entry) =>
  typeof entry === 'string' ? { source: entry, has: [] } : { has: [], ...entry },
);

/** Whether the proxy runs for a request of `path` (with its query string) and these cookies. */
function reachesProxy(path: string, cookie = '', headers: Record<string, string> = {}): boolean {
  const url = new URL(path, 'http://localhost');
  const cookies = new Set(cookie.split(/;\s*/).map((c) => c.split('=')[0]));
  const holds = (c: Condition) =>
    c.type === 'cookie'
      ? cookies.has(c.key)
      : c.type === 'header'
        ? c.key in headers
        : url.searchParams.has(c.key);
  return entries.some(
    ({ source, has }) => sourcePattern(source).test(url.pathname) && has.every(holds),
  );
}

/**
 * A page the proxy sees only for a member's request (SPEC 6's subscription rule): not for a
 * visitor, whatever the query string, nor for a user-data cookie left without its session.
 */
function expectMembersOnly(path: string) {
  expect(reachesProxy(path), path).toBe(false);
  expect(reachesProxy(`${path}?utm_source=mail`), path).toBe(false);
  expect(reachesProxy(path, 'fursa_user=stale'), path).toBe(false);
  expect(reachesProxy(path, `${SESSION_COOKIE}=t`), path).toBe(true);
}

const STATIC_OPEN = ['', '/about-us', '/policy', '/terms', '/contact-us'];
const AUTH = ['/auth/login', '/auth/sign-up', '/auth/forget-password', '/auth/two-factor'];
const CATALOGUES = ['/advertisements', '/investments'];
const ID = '0b8a3c52-7d1e-4f60-9a2b-5c4d3e2f1a09';
const DETAILS = [`/advertisements/${ID}`, `/investments/${ID}`];

describe('the open pages and the request layer', () => {
  it('reads the matcher with sources and conditions of the kinds Next documents', () => {
    for (const { source, has } of entries) {
      expect(source.startsWith('/'), source).toBe(true);
      for (const condition of has) expect(['cookie', 'query', 'header']).toContain(condition.type);
    }
  });

  it('the open pages are the text pages, the auth pages and the catalogues, in both languages', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of [...STATIC_OPEN, ...AUTH, ...CATALOGUES]) {
        expect(isOpenPage(`/${lang}${rest}`)).toBe(true);
      }
      for (const rest of [
        '/',
        '/auth/reset',
        '/advertisements/results',
        '/x',
        ...DETAILS,
        `/profile/advertisements/${ID}`,
      ]) {
        expect(isOpenPage(`/${lang}${rest}`), rest).toBe(false);
      }
    }
    expect(isOpenPage('/fr/about-us')).toBe(false);
  });

  it('the cached pages are the open ones, contact-us, the auth pages, filtered views and details', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of [
        ...STATIC_OPEN,
        ...CATALOGUES,
        ...DETAILS,
        '/contact-us',
        '/auth/login',
        '/auth/sign-up',
        '/auth/forget-password',
        '/auth/two-factor',
        '/advertisements/filtered/category~real_estate',
        '/investments/filtered/city~riyadh',
        '/advertisements/not-an-id',
      ]) {
        expect(isCachedPage(`/${lang}${rest}`), rest).toBe(true);
      }
      for (const rest of [
        '/',
        '/advertisements/results',
        '/investments/results',
        '/advertisements/filtered',
        `/advertisements/${ID}/more`,
        '/profile',
        `/profile/advertisements/${ID}`,
        '/notifications',
        '/unavailable',
        '/no-such-page',
      ]) {
        expect(isCachedPage(`/${lang}${rest}`), rest).toBe(false);
      }
    }
    // next.config.ts leaves the resource policy off these paths with the same pattern.
    expect(new RegExp(`^/${CACHED_PAGE_PATTERN}$`).test('/en/contact-us')).toBe(true);
  });

  it('never runs for home, about-us, policy, terms and contact-us, signed in or not', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of STATIC_OPEN) {
        expect(reachesProxy(`/${lang}${rest}`)).toBe(false);
        expect(reachesProxy(`/${lang}${rest}`, `${SESSION_COOKIE}=t`)).toBe(false);
      }
    }
  });

  it('runs for an auth page only with a session (a signed-in user goes to the profile)', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of AUTH) expectMembersOnly(`/${lang}${rest}`);
    }
  });

  it('runs for a server action posted from any page (its language comes from here)', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of [...STATIC_OPEN, ...AUTH, ...CATALOGUES]) {
        expect(reachesProxy(`/${lang}${rest}`, '', { 'next-action': 'x' }), rest).toBe(true);
      }
    }
  });

  it('runs for a catalogue only with a session (SPEC 6) or one of its query keys', () => {
    for (const lang of ['en', 'ar']) {
      for (const base of CATALOGUES) {
        const path = `/${lang}${base}`;
        expectMembersOnly(path);
        for (const key of CATALOGUE_QUERY_KEYS) {
          expect(reachesProxy(`${path}?${key}=x`), key).toBe(true);
        }
      }
    }
  });

  it('runs for every other page, detail pages included, and for nothing that is not a page', () => {
    for (const path of [
      '/',
      '/en/',
      '/ar/auth/reset',
      ...DETAILS.map((rest) => `/en${rest}`),
      '/en/advertisements/results',
      '/en/advertisements/not-an-id',
      `/en/investments/${ID.toUpperCase()}`,
      `/ar/investments/${ID}/more`,
      '/ar/profile/wallet',
      '/en/about-us/more',
      '/about-us',
      '/fr',
    ]) {
      expect(reachesProxy(path), path).toBe(true);
    }
    for (const path of ['/api/health', '/_next/static/x.js', '/icon.svg', '/builds/latest.json']) {
      expect(reachesProxy(path), path).toBe(false);
    }
  });
});
