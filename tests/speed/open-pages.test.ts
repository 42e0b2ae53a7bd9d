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
 * whole path, and an entry with `has` applies only when every condition holds (a cookie, a query
 * key). Our sources use nothing else, which the first test checks.
 */

type Condition = { type: 'cookie' | 'query' | 'header'; key: string };
type Entry = string | { source: string; has?: Condition[] };

/** A source as a regular expression over the whole path (named parameters become groups). */
function sourcePattern(source: string): RegExp {
  return new RegExp(`^${source.replace(/:\w+\(/g, '(')}$`);
}

const entries = (config.matcher as Entry[]).map((entry) =>
  typeof entry === 'string' ? { source: entry, has: [] } : { has: [], ...entry },
);

/** Whether the proxy runs for a GET of `path` (with its query string) and these cookies. */
function reachesProxy(path: string, cookie = ''): boolean {
  const url = new URL(path, 'http://localhost');
  const cookies = new Set(cookie.split(/;\s*/).map((c) => c.split('=')[0]));
  return entries.some(
    ({ source, has }) =>
      sourcePattern(source).test(url.pathname) &&
      has.every((c) => (c.type === 'cookie' ? cookies.has(c.key) : url.searchParams.has(c.key))),
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

const STATIC_OPEN = ['', '/about-us', '/policy', '/terms'];
const CATALOGUES = ['/advertisements', '/investments'];
const ID = '0b8a3c52-7d1e-4f60-9a2b-5c4d3e2f1a09';
const DETAILS = [`/advertisements/${ID}`, `/investments/${ID}`];

describe('the open pages and the request layer', () => {
  it('reads the matcher with sources and conditions of the kinds Next documents', () => {
    for (const { source, has } of entries) {
      expect(source.startsWith('/'), source).toBe(true);
      for (const condition of has) expect(['cookie', 'query']).toContain(condition.type);
    }
  });

  it('the open pages are home, about-us, policy, terms and the catalogues, in both languages', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of [...STATIC_OPEN, ...CATALOGUES]) {
        expect(isOpenPage(`/${lang}${rest}`)).toBe(true);
      }
      for (const rest of [
        '/',
        '/contact-us',
        '/auth/login',
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

  it('never runs for home, about-us, policy and terms, signed in or not', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of STATIC_OPEN) {
        expect(reachesProxy(`/${lang}${rest}`)).toBe(false);
        expect(reachesProxy(`/${lang}${rest}`, `${SESSION_COOKIE}=t`)).toBe(false);
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
      '/en/contact-us',
      '/ar/auth/login',
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
