// Next's incremental cache handler (pages from the prerender cache, unstable_cache data), always
// set in next.config.ts. Two modes, chosen when the server starts:
// - without REDIS_URL, Next's own cache in this process's memory (what it stores itself only);
// - with REDIS_URL, entries and tag expiries live in Redis, shared by every instance, so a
//   revalidateTag/revalidatePath on one instance holds for all.
// Neither serves the build's prerendered copies: the build may have seen another database (in CI
// an empty one), so each page renders once at its first request after start, then is cached.
// In both, a page's chunk scripts wait for its first frame (scripts-after-paint.mjs), and every
// page stored is recorded in page-scripts.mjs (the hashes of the inline scripts its render wrote,
// trusted-scripts.mjs), which the proxy reads to give a cached page a Content-Security-Policy
// that admits those scripts and no other; the open pages, which the proxy never sees, carry their
// policy in the entry (open-pages.mjs).
//
// Plain ESM (not TypeScript): Next loads this file as it is at run time, outside the bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { stampOpenPagePolicy } from './open-pages.mjs';
import { scriptsAfterFirstPaint } from './scripts-after-paint.mjs';
import { escapedHtml, servedHtml } from './served-html.mjs';
import { pagePathOf, recordPageScripts, redisClient } from './page-scripts.mjs';
import { noteRenderNonce } from './trusted-scripts.mjs';

/** Next's default handler (a CommonJS module: its class is the `default` of its exports). */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * How long Redis keeps an entry nobody asks for. A page that revalidates (the catalogues, their
 * filtered views, detail pages) is dropped after ten of its periods without a request, at least
 * ten minutes: the filtered views are thousands, and only the ones people use should stay.
 */
export function entryTtlSeconds(ctx) {
  const revalidate = ctx?.cacheControl?.revalidate;
  return typeof revalidate === 'number' && revalidate > 0
    ? Math.min(ENTRY_TTL_SECONDS, Math.max(600, revalidate * 10))
    : ENTRY_TTL_SECONDS;
}

/** Buffers (RSC payloads) and Maps (segment data) do not survive JSON: tag them. */
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { __b64: raw.toString('base64') };
  if (raw instanceof Map) return { __map: [...raw.entries()] };
  return value;
}
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.__b64 === 'string') return Buffer.from(value.__b64, 'base64');
    if (Array.isArray(value.__map)) return new Map(value.__map);
  }
  return value;
}

function tagsOf(data, ctx) {
  const fromCtx = Array.isArray(ctx?.tags) ? ctx.tags : [];
  const header = data?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...fromCtx, ...fromHeader])];
}

class RedisStore {
  constructor(url, prefix) {
    this.prefix = prefix;
    this.tagKey = `${prefix}:tags`;
    this.ready = redisClient(url);
  }
  async read(key) {
    const raw = await (await this.ready).get(`${this.prefix}:e:${key}`);
    return raw ? JSON.parse(raw, reviver) : null;
  }
  async write(key, entry, ttlSeconds = ENTRY_TTL_SECONDS) {
    const body = JSON.stringify(entry, replacer);
    await (await this.ready).set(`${this.prefix}:e:${key}`, body, { EX: ttlSeconds });
  }
  async remove(key) {
    await (await this.ready).del(`${this.prefix}:e:${key}`);
  }
  async expiries(tags) {
    if (!tags.length) return [];
    const values = await (await this.ready).hmGet(this.tagKey, tags);
    return values.map((value) => Number(value ?? 0));
  }
  async expire(tags, at) {
    if (!tags.length) return;
    const client = await this.ready;
    await client.hSet(this.tagKey, Object.fromEntries(tags.map((t) => [t, String(at)])));
    await client.expire(this.tagKey, ENTRY_TTL_SECONDS); // outlives every entry it may expire
  }
}

/** Entries of one build only: a new deploy never serves an old build's HTML (old chunk names). */
const buildIds = new Map();
function buildIdOf(ctx) {
  // Next makes a handler per request: the file is read once per process.
  const dist = ctx.serverDistDir ?? '.next/server';
  if (!buildIds.has(dist)) {
    let id = 'dev';
    try {
      id = readFileSync(path.join(dist, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // no build (development)
    }
    buildIds.set(dist, id);
  }
  return buildIds.get(dist);
}

const holder = globalThis;

/** When this server started: what the cache holds from before (the build, or a previous run). */
const STARTED_AT = Date.now();

/**
 * A Node stream over a page's bytes, for one response. A stream is read once, and Next hands one
 * cache entry to every request that asked for the same page while it was being read (the response
 * cache's `getBatcher`; with Redis, every request arriving during the round trip): so each read of
 * an entry's `html` must make a stream of its own (withHtmlBody).
 */
export function htmlStream(bytes) {
  const stream = new Readable({ read() {} });
  stream.push(bytes);
  stream.push(null);
  return stream;
}

/**
 * A page entry's value whose `html` is what Next is best served (servedHtml's result): the string
 * itself, or for bytes a getter that makes a new stream on every read (htmlStream).
 */
export function withHtmlBody(value, html) {
  if (typeof html === 'string') return { ...value, html };
  const copy = { ...value };
  Object.defineProperty(copy, 'html', { enumerable: true, get: () => htmlStream(html) });
  return copy;
}

/**
 * A cached page's HTML as Next is best served it (served-html.mjs): a one-byte string for an
 * English page, otherwise a Node stream over its UTF-8 bytes, a new one for each response.
 * Computed once per stored copy in memory (with Redis, once per read, each read being a new copy;
 * the copy in Redis is already escaped, so a read only re-types it). Next would otherwise get the
 * string it rendered, which V8 keeps as two-byte text (every page holds some Arabic), and Node
 * walks such a string twice per request.
 */
const served = new WeakMap();
export function withServedHtml(entry) {
  const value = entry?.value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry;
  let html = served.get(value);
  if (html === undefined) served.set(value, (html = servedHtml(value.html, escapedHtml(value))));
  return { ...entry, value: withHtmlBody(value, html) };
}

/**
 * Single instance: Next's file-system cache, kept in this process's memory only, plus the scripts
 * of every page it stores. Only what this process stored is served: another `next start` in the
 * same folder (tests start several; without REDIS_URL one process is the rule) writes its own
 * copies there, from its own database, whose scripts this process's policy does not list.
 */
const MAX_OWN_KEYS = 50_000;
const storedHere = new Set();
class LocalHandler extends FileSystemCache {
  constructor(ctx) {
    // Nothing to disk: a copy on disk is never served after a restart anyway (below).
    super({ ...ctx, flushToDisk: false });
    this.prefix = `fursa:${buildIdOf(ctx)}`;
  }
  async get(key, ctx) {
    if (!storedHere.has(key)) return null;
    const entry = await super.get(key, ctx);
    // Written before this server started, maybe from another database (a build usually sees an
    // empty one): rendered again on its first request, as with Redis, then cached.
    if (entry && entry.lastModified < STARTED_AT) return null;
    return entry;
  }
  async set(key, data, ctx) {
    // Before the entry is stored: the proxy must know a copy's scripts before anyone is served it.
    await recordPageScripts(key, data, this.prefix);
    if (storedHere.size >= MAX_OWN_KEYS) storedHere.clear();
    storedHere.add(key);
    return super.set(key, data, ctx);
  }
  /** Never served again (what it holds is left to the memory cache's own eviction). */
  async forget(key) {
    storedHere.delete(key);
  }
}

/** A page as Redis keeps it: its HTML already escaped when it can be (served-html.mjs). */
function escapedPage(data) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return data;
  return { ...data, html: escapedHtml(data) ?? data.html };
}

/** Several instances: everything in Redis. */
class SharedHandler {
  constructor(ctx) {
    this.prefix = `fursa:${buildIdOf(ctx)}`;
    // One connection per process, whatever number of handler instances Next creates.
    holder.__fursaCacheStore ??= new RedisStore(process.env.REDIS_URL, this.prefix);
    this.store = holder.__fursaCacheStore;
  }
  async get(key, ctx) {
    try {
      const entry = await this.store.read(key);
      if (!entry) return null;
      const tags = [...new Set([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      const expiries = await this.store.expiries(tags);
      // A tag expired after this entry was written: a miss, rendered again right away.
      if (expiries.some((at) => at >= entry.lastModified)) return null;
      return { lastModified: entry.lastModified, value: entry.value };
    } catch (error) {
      console.error('[cache] get failed', error);
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      if (!data) return await this.store.remove(key);
      await recordPageScripts(key, data, this.prefix);
      await this.store.write(
        key,
        { lastModified: Date.now(), value: escapedPage(data), tags: tagsOf(data, ctx) },
        entryTtlSeconds(ctx),
      );
    } catch (error) {
      console.error('[cache] set failed', error);
    }
  }

  async forget(key) {
    try {
      await this.store.remove(key);
    } catch (error) {
      console.error('[cache] remove failed', error);
    }
  }

  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    // Expire at once (no stale-while-revalidate): the next reader anywhere renders fresh.
    await this.store.expire(list, Date.now());
  }

  resetRequestCache() {}
}

/** The handler Next instantiates (per request): the mode is read from the environment at start. */
export default class CacheHandler {
  constructor(ctx) {
    this.inner = process.env.REDIS_URL ? new SharedHandler(ctx) : new LocalHandler(ctx);
  }
  async get(...args) {
    return withServedHtml(await this.inner.get(...args));
  }
  set(key, data, ctx) {
    // Before anything is awaited: Next answers the render being stored with this very object.
    // The scripts move first, so that the hashes of the policy cover the loader.
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      // Read from Next's head tags, which the move takes away (trusted-scripts.mjs).
      noteRenderNonce(data);
      data.html = scriptsAfterFirstPaint(data.html);
    }
    stampOpenPagePolicy(pagePathOf(key), data);
    // A page that answers 404 is not kept: its path is whatever was asked (any id on a detail
    // page), and keeping each would let anyone fill the cache. It is rendered again when asked.
    // The copy from before (a listing since unpublished or deleted) is dropped: left in place,
    // Next would keep serving it as stale while each regeneration came back 404.
    if (data?.kind === 'APP_PAGE' && data.status === 404) return this.inner.forget(key);
    return this.inner.set(key, data, ctx);
  }
  revalidateTag(...args) {
    return this.inner.revalidateTag(...args);
  }
  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
