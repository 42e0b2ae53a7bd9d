// Next's incremental cache handler (pages from the prerender cache, unstable_cache data), set in
// next.config.ts only when REDIS_URL is: then entries and tag expiries live in Redis, shared by
// every instance, so a revalidateTag/revalidatePath on one instance holds for all (issue 11).
// Without REDIS_URL it keeps one process's memory (the unit tests use that mode).
// It never serves the build's prerendered files: each page renders once per cluster at its first
// request (the build may have seen another database).
//
// Plain ESM (not TypeScript): Next loads this file as it is at run time, outside the bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const MAX_MEMORY_ENTRIES = 2000;
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

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

class MemoryStore {
  entries = new Map();
  tags = new Map();
  async read(key) {
    return this.entries.get(key) ?? null;
  }
  async write(key, entry) {
    if (this.entries.size >= MAX_MEMORY_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value);
    }
    this.entries.set(key, entry);
  }
  async remove(key) {
    this.entries.delete(key);
  }
  async expiries(tags) {
    return tags.map((tag) => this.tags.get(tag) ?? 0);
  }
  async expire(tags, at) {
    for (const tag of tags) this.tags.set(tag, at);
  }
}

class RedisStore {
  constructor(url, prefix) {
    this.prefix = prefix;
    this.tagKey = `${prefix}:tags`;
    this.ready = import('redis').then(async ({ createClient }) => {
      const client = createClient({ url });
      client.on('error', (error) => console.error('[cache] redis', error.message));
      await client.connect();
      return client;
    });
  }
  async read(key) {
    const raw = await (await this.ready).get(`${this.prefix}:e:${key}`);
    return raw ? JSON.parse(raw, reviver) : null;
  }
  async write(key, entry) {
    const body = JSON.stringify(entry, replacer);
    await (await this.ready).set(`${this.prefix}:e:${key}`, body, { EX: ENTRY_TTL_SECONDS });
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
    await (
      await this.ready
    ).hSet(this.tagKey, Object.fromEntries(tags.map((t) => [t, String(at)])));
  }
}

/** Entries of one build only: a new deploy never serves an old build's HTML (old chunk names). */
function buildIdOf(ctx) {
  try {
    return readFileSync(
      path.join(ctx.serverDistDir ?? '.next/server', '..', 'BUILD_ID'),
      'utf8',
    ).trim();
  } catch {
    return 'dev';
  }
}

const holder = globalThis;

export default class CacheHandler {
  constructor(ctx) {
    // One store per process, whatever number of handler instances Next creates.
    holder.__fursaCacheStore ??= process.env.REDIS_URL
      ? new RedisStore(process.env.REDIS_URL, `fursa:${buildIdOf(ctx)}`)
      : new MemoryStore();
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
      await this.store.write(key, {
        lastModified: Date.now(),
        value: data,
        tags: tagsOf(data, ctx),
      });
    } catch (error) {
      console.error('[cache] set failed', error);
    }
  }

  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    // Expire at once (no stale-while-revalidate): the next reader anywhere renders fresh.
    await this.store.expire(list, Date.now());
  }

  resetRequestCache() {}
}
