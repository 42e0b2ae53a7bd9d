// Next's incremental cache handler (`cacheHandler` in next.config.ts): the pages Next keeps in
// its cache (ISR) and the data of unstable_cache, written from scratch against the documented
// interface (get, set, revalidateTag, resetRequestCache; docs "cacheHandler" and "Configuring
// Caching" in the self-hosting guide). Two stores, chosen when the server starts:
// - without REDIS_URL, this process's memory (stores.mjs MemoryStore), bounded by
//   CACHE_MAX_MEMORY_MB (default 50, as Next's own);
// - with REDIS_URL, Redis, shared by every instance (stores.mjs RedisStore), so a page one
//   instance renders is served by all, and a revalidateTag on one holds for all.
// Keys are used as Next gives them, under a prefix naming the build (a new deploy never serves an
// old build's HTML, whose chunk names are gone).
//
// Besides storing, the handler does one thing to a page: it puts the page's
// Content-Security-Policy into the entry's response headers (`data.headers`, which Next sends with
// every answer from the entry), built from the hashes of the scripts that copy's render wrote
// (page-policy.mjs). It happens before the first await, on the object Next then answers the
// render with, so the first answer carries it too. The page's HTML is read, never changed.
//
// Nothing is read or stored while `next build` runs: the build may see another database (in CI
// an empty one), and its renders have no nonce; every page renders at its first request.
//
// Plain ESM: Next loads this file with Node, outside the app's bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cachedPagePolicy, renderScriptHashes } from './page-policy.mjs';
import { entryTtlSeconds, MemoryStore, RedisStore } from './stores.mjs';

const DEFAULT_MAX_MEMORY_MB = 50;

/** The build these entries belong to: BUILD_ID when set (next.config.ts), else `.next/BUILD_ID`. */
let builtId = null;
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  if (builtId === null) {
    try {
      builtId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      builtId = 'dev'; // no build (development)
    }
  }
  return builtId;
}

// Next makes a handler per request: the stores live as long as the process, one per build id.
const stores = new Map();
function storeFor(prefix) {
  const url = process.env.REDIS_URL;
  const id = `${url ?? 'memory'} ${prefix}`;
  let store = stores.get(id);
  if (!store) {
    const megabytes = Number(process.env.CACHE_MAX_MEMORY_MB) || DEFAULT_MAX_MEMORY_MB;
    store = url ? new RedisStore(url, prefix) : new MemoryStore(megabytes * 1024 * 1024);
    stores.set(id, store);
  }
  return store;
}

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** A rendered page (documented kind `APP_PAGE`) with its HTML. */
const isPage = (data) => data?.kind === 'APP_PAGE' && typeof data.html === 'string';

/** Tags of `fetch`/unstable_cache entries come in `ctx.tags`, a page's in its tags header. */
function tagsOf(data, ctx) {
  const header = data?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...(Array.isArray(ctx?.tags) ? ctx.tags : []), ...fromHeader])];
}

let warnedNoNonce = false;

/**
 * Puts the policy of this copy into its headers. A page rendered without a nonce this server
 * sealed, or with several (an injected copy of one), gets a policy with no hashes: its scripts are
 * blocked, its HTML still shown (page-policy.mjs).
 */
function attachPolicy(data) {
  const { hashes, problem } = renderScriptHashes(data.html);
  if (problem === 'several-nonces') {
    console.error('[csp] a page carried several sealed nonces: its scripts are not admitted');
  } else if (problem === 'no-nonce' && !warnedNoNonce && data.html.includes('<script')) {
    warnedNoNonce = true; // once: every page stored after it is likely the same
    console.error('[csp] a page was rendered without a sealed nonce: its scripts are not admitted');
  }
  data.headers = { ...data.headers, 'content-security-policy': cachedPagePolicy(hashes) };
}

export default class CacheHandler {
  constructor() {
    this.store = storeFor(`fursa:${buildId()}`);
  }

  async get(key, ctx) {
    if (building()) return null;
    try {
      const entry = await this.store.read(key);
      if (!entry) return null;
      // A tag expired after this entry was written: a miss, rendered again right away.
      if (await this.store.expired(entry, [ctx?.tags ?? [], ctx?.softTags ?? []])) return null;
      return { lastModified: entry.lastModified, value: entry.value, tags: entry.tags };
    } catch (error) {
      console.error('[cache] get failed', error);
      return null;
    }
  }

  async set(key, data, ctx) {
    if (building()) return;
    // Before anything is awaited: Next answers the render being stored with this very object.
    if (isPage(data)) attachPolicy(data);
    try {
      // A page that answers 404 is not kept: its path is whatever was asked (any id on a detail
      // page), and keeping each would let anyone fill the cache. The copy from before (a listing
      // since unpublished or deleted) goes too: Next would otherwise serve it as stale.
      if (!data || (isPage(data) && data.status === 404)) return await this.store.remove(key);
      const entry = { lastModified: Date.now(), value: data, tags: tagsOf(data, ctx) };
      await this.store.write(key, entry, entryTtlSeconds(ctx));
    } catch (error) {
      console.error('[cache] set failed', error);
    }
  }

  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : (tags ?? [])).filter(Boolean);
    if (list.length === 0) return;
    try {
      // Expired at once (no stale-while-revalidate): the next reader anywhere renders afresh.
      await this.store.expire(list, Date.now());
    } catch (error) {
      console.error('[cache] revalidateTag failed', error);
    }
  }

  resetRequestCache() {}
}
