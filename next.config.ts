import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { CACHED_PAGE_PATTERN } from './cache-handlers/open-pages.mjs';
import {
  commonSecurityHeaders,
  HSTS_VALUE,
  RESOURCE_CSP,
  serviceWorkerCsp,
} from './lib/security/headers';

// One id per build: Next stamps it on the build, and the client and /builds/latest.json both
// read it from the inlined env, so a deploy of a new build is visible to open tabs.
const buildId = process.env.BUILD_ID ?? randomUUID();

const nextConfig: NextConfig = {
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg-boss',
    '@aws-sdk/client-s3',
  ],
  poweredByHeader: false,
  // Next gzips every response itself, cached pages included, anew for each request: about 1.3 ms
  // of CPU for the catalogue's 147 kB, more than serving it (docs/caching.md). Behind a
  // reverse proxy or CDN that compresses, HTTP_COMPRESSION=off at start leaves it to them.
  compress: process.env.HTTP_COMPRESSION !== 'off',
  // Next hashes the whole HTML of every cached page on every request to make its ETag (a 60 kB
  // page: ~14% of the server's CPU under load). Browsers mostly reach pages through the
  // client router (RSC requests), and a CDN in front keys on its own; the 304 is not worth it.
  generateEtags: false,
  typedRoutes: false,
  images: { unoptimized: false },
  // Our cache handler (cache-handlers/incremental.mjs, Next's documented interface): this
  // process's memory on one instance, Redis shared by all when REDIS_URL is set at start (a
  // revalidation on one instance holds for every one); in both it stores each cached page with
  // the Content-Security-Policy that admits its own scripts (cache-handlers/page-policy.mjs).
  cacheHandler: path.join(process.cwd(), 'cache-handlers', 'incremental.mjs'),
  // Photos travel through server actions one file at a time: 5 MB per listing photo (issue rule),
  // 2 MB per avatar, plus the multipart overhead.
  // globalNotFound: unmatched paths, and unknown listings (proxy.ts), render
  // app/global-not-found.tsx, a server-rendered page in the visitor's language with the site's
  // header (a notFound() thrown inside a page gets Next's error shell, which the browser fills in
  // with the group's not-found.tsx: docs/errors.md).
  experimental: { serverActions: { bodySizeLimit: '6mb' }, globalNotFound: true },
  // Security headers on every response (lib/security/headers.ts). Pages rendered per request get
  // their own Content-Security-Policy from proxy.ts, which replaces the resource policy set here.
  // The cached pages (cache-handlers/open-pages.mjs CACHED_PAGE_PATTERN) get none here: theirs
  // comes with their cached copy, and a second policy would block their scripts.
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders() },
      {
        source: `/:path((?!${CACHED_PAGE_PATTERN}$).*)`,
        headers: [{ key: 'Content-Security-Policy', value: RESOURCE_CSP }],
      },
      {
        // Later rules win for the same header: the push worker gets a policy it can run under.
        source: '/firebase-messaging-sw.js',
        headers: [{ key: 'Content-Security-Policy', value: serviceWorkerCsp(process.env) }],
      },
      {
        // Only over https: X-Forwarded-Proto survives only from a trusted proxy (peer-address.ts).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    createMessagesDeclaration: './messages/en.json',
    // The ICU messages are compiled at build time (the JavaScript budget): the browser gets
    // a small formatter instead of intl-messageformat's parser. Every import of messages/*.json in
    // the app then holds compiled messages, read through a translator, never as raw strings
    // (app/global-error.tsx).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

export default withNextIntl(nextConfig);
