// The inline scripts the render wrote into every page Next keeps in its cache (trusted-scripts.mjs),
// as CSP hashes, by cache key (the page's path): written by the cache handler (incremental.mjs) whenever Next stores a page, read by the
// proxy (lib/security/page-csp.ts) to build the policy of the response that serves it.
//
// Why: a cached page carries the nonce of the request that rendered it, which no later request
// knows. Its scripts are admitted by their hashes instead, and the hashes must come from the copy
// Next is about to serve, wherever it keeps it: this process's memory, or Redis for every instance
// at once (REDIS_URL). Each key keeps the previous copy's hashes too, so a response served while a
// regeneration is being stored still matches one of them.
//
// Plain ESM: the cache handler is loaded by Node as it is, and the proxy bundles this file; both
// share one index per process through globalThis.
import { createHash } from 'node:crypto';
import { escapedHtml } from './served-html.mjs';
import { renderNonceOf, trustedScriptBodies } from './trusted-scripts.mjs';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const MAX_MEMORY_KEYS = 5000;
const INDEX_TTL_SECONDS = 7 * 24 * 60 * 60;

/** SHA-256 source expressions of script bodies, each once. */
export function hashScripts(bodies) {
  const hashes = new Set();
  for (const body of bodies) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The hashes of every inline script of `html`, whoever wrote it: for tests and tools that look at
 * a page. A policy never takes these: pageScriptHashes admits the render's own scripts only.
 */
export function hashInlineScripts(html) {
  return hashScripts([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? ''));
}

/**
 * The process's one Redis connection, shared by this index and the cache handler's store (the
 * proxy's bundled copy of this file and the handler's own meet on globalThis). Commands fail at
 * once while it is down (no offline queue): no request waits on Redis.
 */
export function redisClient(url) {
  if (!globalThis.__fursaRedis) {
    globalThis.__fursaRedis = import('redis').then(async ({ createClient }) => {
      const client = createClient({ url, disableOfflineQueue: true });
      client.on('error', (error) => console.error('[cache] redis', error.message));
      await client.connect();
      return client;
    });
    // No unhandled rejection when Redis is down at start: every read then answers "unknown".
    globalThis.__fursaRedis.catch(() => {});
  }
  return globalThis.__fursaRedis;
}

class MemoryIndex {
  entries = new Map();
  async get(key) {
    const entry = this.entries.get(key);
    return entry ? [...entry.current, ...entry.previous] : [];
  }
  async put(key, hashes) {
    const previous = this.entries.get(key)?.current ?? [];
    this.entries.delete(key);
    if (this.entries.size >= MAX_MEMORY_KEYS) {
      this.entries.delete(this.entries.keys().next().value);
    }
    this.entries.set(key, { current: hashes, previous });
  }
}

/** A read the proxy waits for at most: Redis slow or unreachable, no page waits on it. */
const READ_WAIT_MS = 250;

class RedisIndex {
  constructor(url, hashKey) {
    this.hashKey = hashKey;
    this.ready = redisClient(url);
  }
  async get(key) {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${READ_WAIT_MS} ms`)), READ_WAIT_MS);
    });
    const read = this.ready.then((client) => client.hGet(this.hashKey, key));
    const raw = await Promise.race([read, late]).finally(() => clearTimeout(timer));
    if (!raw) return [];
    const { current = [], previous = [] } = JSON.parse(raw);
    return [...current, ...previous];
  }
  async put(key, hashes) {
    const client = await this.ready;
    const raw = await client.hGet(this.hashKey, key);
    const previous = raw ? (JSON.parse(raw).current ?? []) : [];
    await client.hSet(this.hashKey, key, JSON.stringify({ current: hashes, previous }));
    await client.expire(this.hashKey, INDEX_TTL_SECONDS); // a retired build's index goes
  }
}

/**
 * This process's index: in memory, or in Redis under `<prefix>:scripts` when REDIS_URL is set
 * (the prefix names the build, as the cached pages' keys do).
 */
export function pageScriptIndex(prefix = 'fursa') {
  globalThis.__fursaPageScripts ??= process.env.REDIS_URL
    ? new RedisIndex(process.env.REDIS_URL, `${prefix}:scripts`)
    : new MemoryIndex();
  return globalThis.__fursaPageScripts;
}

// Next 16 stores a page under `/route-cache/APP_PAGE/<hash of its source route>/$<path>`.
const ROUTE_CACHE_KEY = /^\/route-cache\/[^/]+\/[^/]+\/\$(\/.*)$/;

/** The request path of a page's cache key (what the proxy sees). */
export function pagePathOf(key) {
  return ROUTE_CACHE_KEY.exec(key)?.[1] ?? key;
}

/**
 * The hashes of a page entry Next is storing, computed once per entry: the record below and an
 * open page's stored policy (open-pages.mjs) both need them. Only the scripts the render wrote,
 * those carrying its nonce (trusted-scripts.mjs): an inline script injected into the page is not
 * hashed, so the browser blocks it. Both forms of its HTML: as rendered (the response that stored
 * it) and as served from the cache (served-html.mjs escapes the characters beyond ASCII of an
 * English page, inline scripts included).
 */
const entryHashes = new WeakMap();
let warnedNoNonce = false;
export function pageScriptHashes(data) {
  let hashes = entryHashes.get(data);
  if (!hashes) {
    const nonce = renderNonceOf(data);
    // Not at build, whose renders have no request (their copies are never served: incremental.mjs).
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    if (!nonce && !building && !warnedNoNonce && data.html.includes('<script')) {
      warnedNoNonce = true; // once: every page stored after it is likely the same
      console.error('[csp] a page was stored without a render nonce: its scripts are not admitted');
    }
    const escaped = escapedHtml(data);
    const bodies = trustedScriptBodies(data.html, nonce);
    if (escaped !== null && escaped !== data.html) {
      bodies.push(...trustedScriptBodies(escaped, nonce));
    }
    hashes = hashScripts(bodies);
    entryHashes.set(data, hashes);
  }
  return hashes;
}

/** Records the scripts of a page Next is storing (any other kind of entry is ignored). */
export async function recordPageScripts(key, data, prefix) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return;
  try {
    await pageScriptIndex(prefix).put(pagePathOf(key), pageScriptHashes(data));
  } catch (error) {
    console.error('[cache] page scripts not recorded', error);
  }
}
