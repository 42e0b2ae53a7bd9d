import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM loaded by Next at run time; no type declarations of its own.
import CacheHandler from '@/cache-handlers/incremental.mjs';
import { setOpenPagePolicy } from '@/cache-handlers/open-pages.mjs';
import { pageScriptIndex, redisClient } from '@/cache-handlers/page-scripts.mjs';
import { asciiHtml } from '@/cache-handlers/served-html.mjs';
import { openPagePolicy } from '@/lib/security/open-page-csp';
// Next's internal file-system methods (what it hands its cache handler).
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import NextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

type Handler = {
  get: (key: string, ctx: object) => Promise<{ value: unknown; lastModified: number } | null>;
  set: (key: string, data: unknown, ctx: object) => Promise<void>;
  revalidateTag: (tags: string | string[]) => Promise<void>;
};

// Next's own handler as a test drives it (its types want a whole request context).
const FileSystemCache = NextFileSystemCache as unknown as new (ctx: object) => {
  set: (key: string, data: unknown, ctx: object) => Promise<void>;
};

const holder = globalThis as { __fursaCacheStore?: unknown; __fursaPageScripts?: unknown };
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** A handler as one `next start` process would make it (its own store, this build's id). */
function instance(buildId: string): Handler {
  const dist = mkdtempSync(path.join(tmpdir(), 'fursa-cache-'));
  writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
  delete holder.__fursaCacheStore;
  delete holder.__fursaPageScripts;
  return new CacheHandler({
    serverDistDir: path.join(dist, 'server'),
    revalidatedTags: [],
    maxMemoryCacheSize: 10 * 1024 * 1024,
    flushToDisk: false,
    fs: nodeFs,
  });
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/en/advertisements,catalogue:advertisement' },
  status: 200,
});

/**
 * A page whose render wrote `body` as its inline script, with the render's nonce (on Next's head
 * tag and the script): only such scripts get a hash (cache-handlers/trusted-scripts.mjs).
 */
const rendered = (body: string) =>
  '<head><script src="/_next/static/chunks/polyfills.js" noModule="" nonce="r3nder"></script>' +
  `</head><script nonce="r3nder">${body}</script>`;

/** The HTML as Next sends it: a string as it is, a stream read to its end (served-html.mjs). */
async function servedText(value: unknown): Promise<string> {
  const html = (value as { html: unknown }).html;
  if (typeof html === 'string') return html;
  expect(html).toBeInstanceOf(Readable);
  return text(html as Readable);
}

afterEach(() => {
  delete process.env.REDIS_URL;
  delete holder.__fursaCacheStore;
  delete holder.__fursaPageScripts;
});

describe('the incremental cache handler', () => {
  it('without REDIS_URL: Next’s file-system cache, and the stored page’s scripts recorded', async () => {
    const handler = instance('local');
    const key = '/route-cache/APP_PAGE/abc123/$/en/advertisements';
    await handler.set(key, page(rendered('self.__next_f.push([1])')), {});
    const hit = await handler.get(key, { kind: 'APP_PAGE' });
    // The HTML comes back in the form Next sends cheapest (served-html.mjs), prepared once per
    // copy: this one is ASCII, so a string; the same copy each time.
    const html = (hit?.value as { html: unknown }).html;
    expect(html).toBe(rendered('self.__next_f.push([1])'));
    expect((await handler.get(key, { kind: 'APP_PAGE' }))?.value).toMatchObject({ html });
    // An Arabic page comes back as a Node stream over its UTF-8 bytes (encoded once, not by Node
    // per response), a new stream each time it is read: Next hands one entry to every request
    // waiting on the same page, and each of them reads the whole page.
    const arabic = `<p lang="ar">${'فرصة '.repeat(50)}</p>`;
    await handler.set('/route-cache/APP_PAGE/abc123/$/ar', page(arabic), {});
    const entry = (await handler.get('/route-cache/APP_PAGE/abc123/$/ar', { kind: 'APP_PAGE' }))
      ?.value as { html: unknown };
    expect(await servedText(entry)).toBe(arabic);
    expect(await servedText(entry)).toBe(arabic);
    expect(await Promise.all([servedText(entry), servedText(entry)])).toEqual([arabic, arabic]);
    // The proxy looks the page up by its path: it finds the hash of exactly that script.
    expect(await pageScriptIndex().get('/en/advertisements')).toEqual([
      sha('self.__next_f.push([1])'),
    ]);
    // A regeneration: the new copy's scripts, and the previous copy's while it may still be served.
    await handler.set(key, page(rendered('self.__next_f.push([2])')), {});
    expect(await pageScriptIndex().get('/en/advertisements')).toEqual([
      sha('self.__next_f.push([2])'),
      sha('self.__next_f.push([1])'),
    ]);
  });

  it('without REDIS_URL: a copy another process wrote into the same folder is not served', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'fursa-cache-'));
    writeFileSync(path.join(dist, 'BUILD_ID'), 'shared-folder');
    const ctx = {
      serverDistDir: path.join(dist, 'server'),
      revalidatedTags: [],
      maxMemoryCacheSize: 10 * 1024 * 1024,
      fs: nodeFs,
    };
    // Another `next start` in this folder, writing its pages to disk as Next's own cache does.
    const key = `/route-cache/APP_PAGE/foreign/$/en/about-us-${Date.now()}`;
    await new FileSystemCache({ ...ctx, flushToDisk: true }).set(
      key,
      page('<script>self.__next_f.push(["other process"])</script>'),
      { isRoutePPREnabled: false, isFallback: false },
    );
    const handler: Handler = new CacheHandler({ ...ctx, flushToDisk: true });
    expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
    // What this process stores is served.
    await handler.set(key, page('<p>ours</p>'), {});
    const ours = await handler.get(key, { kind: 'APP_PAGE' });
    expect(await servedText(ours?.value)).toBe('<p>ours</p>');
  });

  it('with REDIS_URL: a revalidation on one instance is seen by another', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const buildId = `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const first = instance(buildId);
    const second = instance(buildId);
    await first.set('/ar/advertisements', page('<p>قديم</p>'), {});
    const shared = await second.get('/ar/advertisements', { kind: 'APP_PAGE' });
    expect(shared?.value).toMatchObject({ status: 200 });
    expect(await servedText(shared?.value)).toBe('<p>قديم</p>');
    // Buffers and Maps come back as such (RSC payload and segment data).
    const value = shared!.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');

    await new Promise((resolve) => setTimeout(resolve, 2));
    await second.revalidateTag('catalogue:advertisement');
    expect(await first.get('/ar/advertisements', { kind: 'APP_PAGE' })).toBeNull();
    // A fresh render stored by the first instance is then served by both.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await first.set('/ar/advertisements', page('<p>جديد</p>'), {});
    const fresh = await second.get('/ar/advertisements', { kind: 'APP_PAGE' });
    expect(await servedText(fresh?.value)).toBe('<p>جديد</p>');
  });

  it('with REDIS_URL: an English page is kept escaped and served as the same string', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const buildId = `latin-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const html = `<a lang="ar">العربية</a><p>Owners’ ${'listings. '.repeat(90)}</p>`;
    expect(asciiHtml(html)).toContain('&#x627;');
    await instance(buildId).set('/en/about-us', page(html), {});
    const redis = await redisClient(process.env.REDIS_URL);
    const kept = JSON.parse((await redis.get(`fursa:${buildId}:e:/en/about-us`)) ?? '{}');
    expect(kept.value.html).toBe(asciiHtml(html));
    const hit = await instance(buildId).get('/en/about-us', { kind: 'APP_PAGE' });
    expect((hit?.value as { html: unknown }).html).toBe(asciiHtml(html));
  });

  it('with REDIS_URL: a page stored by one instance has its scripts known to every other', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const buildId = `scripts-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const key = '/route-cache/APP_PAGE/def456/$/ar/investments';
    await instance(buildId).set(key, page(rendered('self.__next_f.push(["ar"])')), {});
    // Another process: its own (empty) globals, the same Redis.
    delete holder.__fursaPageScripts;
    expect(await pageScriptIndex(`fursa:${buildId}`).get('/ar/investments')).toEqual([
      sha('self.__next_f.push(["ar"])'),
    ]);
  });

  it('with REDIS_URL: a page that revalidates leaves Redis when nobody asks for it', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const buildId = `ttl-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const handler = instance(buildId);
    await handler.set('/en/advertisements/filtered/city~riyadh', page('<p>view</p>'), {
      cacheControl: { revalidate: 60, expire: 31536000 },
    });
    await handler.set('/en/about-us', page('<p>about</p>'), {
      cacheControl: { revalidate: false, expire: 31536000 },
    });
    const redis = await redisClient(process.env.REDIS_URL);
    const ttl = (key: string) => redis.ttl(`fursa:${buildId}:e:${key}`);
    // Ten revalidation periods, at least ten minutes; a page that never revalidates: a week.
    expect(await ttl('/en/advertisements/filtered/city~riyadh')).toBeGreaterThan(590);
    expect(await ttl('/en/advertisements/filtered/city~riyadh')).toBeLessThanOrEqual(600);
    expect(await ttl('/en/about-us')).toBeGreaterThan(6 * 24 * 3600);
  });

  it('with REDIS_URL: another build never reads this build’s pages', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const old = instance(`old-${stamp}`);
    await old.set('/en', page('<p>old build</p>'), {});
    const next = instance(`new-${stamp}`);
    expect(await next.get('/en', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('an open page carries its policy in the entry it is stored with, served on every answer', async () => {
    const handler = instance('open');
    const env = { PUSHER_PORT: '6001', NODE_ENV: 'production' } as const;
    setOpenPagePolicy((hashes) => openPagePolicy(hashes, env));
    try {
      const key = '/route-cache/APP_PAGE/abc123/$/ar/about-us';
      const stored = page(rendered('self.__next_f.push([3])'));
      await handler.set(key, stored, {});
      // The object Next stored is the one it answers the render with: the policy is on it already.
      const policy = (stored.headers as Record<string, string>)['content-security-policy'] ?? '';
      expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([3])')};`);
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/nonce|unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
      // connect-src names exact origins only (lib/security/headers.ts), never a wildcard host.
      expect(policy).not.toMatch(/connect-src[^;]*\*/);
      const hit = await handler.get(key, { kind: 'APP_PAGE' });
      expect((hit?.value as { headers: Record<string, string> }).headers).toMatchObject({
        'content-security-policy': policy,
        'x-next-cache-tags': expect.any(String),
      });
      // A page the proxy serves gets its policy per request, never from the entry.
      const other = page('<script>self.__next_f.push([4])</script>');
      await handler.set('/route-cache/APP_PAGE/abc123/$/ar/advertisements/filtered/x~y', other, {});
      expect(other.headers).not.toHaveProperty('content-security-policy');
    } finally {
      setOpenPagePolicy(undefined as unknown as (hashes: string[]) => string);
    }
  });

  it('a page that answers 404 is answered with its policy, never kept, and drops the copy before it', async () => {
    const env = { PUSHER_PORT: '6001', NODE_ENV: 'production' } as const;
    setOpenPagePolicy((hashes) => openPagePolicy(hashes, env));
    try {
      for (const mode of ['local', 'redis'] as const) {
        if (mode === 'redis') {
          process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
        }
        const handler = instance(`missing-${mode}-${Date.now()}`);
        // Any id a visitor asks for reaches the detail page; one that is unknown answers 404.
        const key =
          '/route-cache/APP_PAGE/abc123/$/en/advertisements/0b8a3c52-7d1e-4f60-9a2b-5c4d3e2f1a09';
        const missing = { ...page(rendered('self.__next_f.push([5])')), status: 404 };
        await handler.set(key, missing, {});
        // The render being answered still gets the policy that lets its scripts run.
        expect(missing.headers).toHaveProperty(
          'content-security-policy',
          expect.stringContaining(sha('self.__next_f.push([5])')),
        );
        expect(await handler.get(key, { kind: 'APP_PAGE' }), mode).toBeNull();
        // The same path once the listing exists is kept as usual ...
        await handler.set(key, page('<p>found</p>'), {});
        expect(await handler.get(key, { kind: 'APP_PAGE' }), mode).not.toBeNull();
        // ... and dropped when a later render of it answers 404 (unpublished, deleted): Next
        // would otherwise go on serving the old copy as stale.
        await handler.set(key, { ...page('<p>gone</p>'), status: 404 }, {});
        expect(await handler.get(key, { kind: 'APP_PAGE' }), mode).toBeNull();
      }
    } finally {
      setOpenPagePolicy(undefined as unknown as (hashes: string[]) => string);
    }
  });
});
