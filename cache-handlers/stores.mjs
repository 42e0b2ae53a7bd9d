// Where the cache handler (incremental.mjs) keeps entries and tag expiries: this process's memory,
// or Redis for every instance (REDIS_URL). Both keep each entry under Next's key exactly as Next
// gave it (keys are opaque: docs "cacheHandler"), below a prefix that names the build.
//
// Plain ESM: loaded by Node as it is (the cache handler).

/** How long Redis keeps an entry nobody asks for, at most. */
export const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * A page that revalidates (the catalogues, their filtered views, detail pages) leaves Redis after
 * ten of its periods without a request, at least ten minutes: the filtered views are thousands,
 * and only the ones people use should stay. `cacheControl` is what Next passes when it stores.
 */
export function entryTtlSeconds(ctx) {
  const revalidate = ctx?.cacheControl?.revalidate;
  return typeof revalidate === 'number' && revalidate > 0
    ? Math.min(ENTRY_TTL_SECONDS, Math.max(600, revalidate * 10))
    : ENTRY_TTL_SECONDS;
}

/** About how many bytes a value holds in memory (strings counted once per character). */
function sizeOf(value) {
  if (value == null) return 0;
  if (typeof value === 'string') return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let size = 0;
    for (const [key, item] of value) size += sizeOf(key) + sizeOf(item);
    return size;
  }
  if (typeof value === 'object') {
    let size = 0;
    for (const key of Object.keys(value)) size += key.length + sizeOf(value[key]);
    return size;
  }
  return 8;
}

/**
 * One process's cache, least recently used first out once it holds more than `maxBytes`. An
 * entry is kept as the very object Next stored and handed back as it is (what Next's own memory
 * cache does): Next never changes a stored value.
 */
export class MemoryStore {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
    this.tagExpiries = new Map();
  }
  async read(key) {
    const held = this.entries.get(key);
    if (!held) return null;
    this.entries.delete(key);
    this.entries.set(key, held);
    return held.entry;
  }
  async write(key, entry) {
    await this.remove(key);
    const size = sizeOf(entry.value) + key.length;
    if (size > this.maxBytes) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, held] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= held.size;
    }
  }
  async remove(key) {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.size;
  }
  /** Whether a tag of the entry, or one of `more`, expired after it was written. */
  expired(entry, more) {
    if (this.tagExpiries.size === 0) return false;
    for (const list of [entry.tags, ...more]) {
      for (const tag of list)
        if ((this.tagExpiries.get(tag) ?? 0) >= entry.lastModified) return true;
    }
    return false;
  }
  async expire(tags, at) {
    for (const tag of tags) this.tagExpiries.set(tag, at);
  }
}

/** Buffers (RSC payloads) and Maps (segment data) do not survive JSON: tagged on the way in. */
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

/**
 * This process's one Redis connection (the cache handler is loaded once per process, so a module
 * variable is one per process). Commands fail at once while Redis is down (no offline queue): a
 * request never waits on it, the handler answers "not cached".
 */
let connection = null;
export function redisConnection(url) {
  connection ??= import('redis').then(async ({ createClient }) => {
    const client = createClient({ url, disableOfflineQueue: true });
    client.on('error', (error) => console.error('[cache] redis', error.message));
    await client.connect();
    return client;
  });
  // No unhandled rejection when Redis is down at start: every read then misses.
  connection.catch(() => {});
  return connection;
}

/** Every instance's cache: entries under `<prefix>:e:<key>`, tag expiries in `<prefix>:tags`. */
export class RedisStore {
  constructor(url, prefix) {
    this.prefix = prefix;
    this.tagKey = `${prefix}:tags`;
    this.ready = redisConnection(url);
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
  /** Whether a tag of the entry, or one of `more`, expired after it was written (any instance). */
  async expired(entry, more) {
    const tags = [...new Set([entry.tags, ...more].flat())];
    if (tags.length === 0) return false;
    const values = await (await this.ready).hmGet(this.tagKey, tags);
    return values.some((value) => Number(value ?? 0) >= entry.lastModified);
  }
  async expire(tags, at) {
    const client = await this.ready;
    await client.hSet(this.tagKey, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
    await client.expire(this.tagKey, ENTRY_TTL_SECONDS); // outlives every entry it may expire
  }
}
