import { describe, expect, it } from 'vitest';
// Next's own compilation and matching of a proxy's matcher (what `next build` and the server use).
// @ts-expect-error -- exported at run time, left out of the published declarations.
import { getMiddlewareMatchers } from 'next/dist/build/analysis/get-page-static-info.js';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher.js';
import { isOpenPage } from '@/cache-handlers/open-pages.mjs';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { CATALOGUE_QUERY_KEYS } from '@/features/listings/schemas/catalogue-query';
import { config } from '@/proxy';

/*
 * The open pages (cache-handlers/open-pages.mjs) are answered without the request layer. Which
 * requests reach it is decided by proxy.ts's matcher, a literal Next reads at build time: these
 * tests hold it to the list, to the session cookie's name and to the catalogue's query keys.
 */

type Matcher = Parameters<typeof getMiddlewareRouteMatcher>[0];
const matchers = getMiddlewareMatchers(config.matcher, {} as never) as Matcher;
const matches = getMiddlewareRouteMatcher(matchers);

/** Whether the proxy runs for a GET of `path` (with its query string) and these cookies. */
function reachesProxy(path: string, cookie = ''): boolean {
  const url = new URL(path, 'http://localhost');
  const query = Object.fromEntries(url.searchParams);
  return matches(url.pathname, { headers: { cookie } } as never, query);
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
  it('the open pages are home, about-us, policy, terms, the catalogues and the detail pages, in both languages', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of [...STATIC_OPEN, ...CATALOGUES, ...DETAILS]) {
        expect(isOpenPage(`/${lang}${rest}`)).toBe(true);
      }
      for (const rest of [
        '/',
        '/contact-us',
        '/auth/login',
        '/advertisements/results',
        '/x',
        '/advertisements/not-an-id',
        `/advertisements/${ID.toUpperCase()}`,
        `/advertisements/${ID}/more`,
        `/profile/advertisements/${ID}`,
      ]) {
        expect(isOpenPage(`/${lang}${rest}`), rest).toBe(false);
      }
    }
    expect(isOpenPage('/fr/about-us')).toBe(false);
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

  it('runs for a detail page only with a session (SPEC 6): a visitor gets the cached copy', () => {
    for (const lang of ['en', 'ar']) {
      for (const rest of DETAILS) expectMembersOnly(`/${lang}${rest}`);
    }
  });

  it('runs for every other page, and for nothing that is not a page', () => {
    for (const path of [
      '/',
      '/en/',
      '/en/contact-us',
      '/ar/auth/login',
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
