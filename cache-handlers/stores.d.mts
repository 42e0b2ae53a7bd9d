// Types of stores.mjs (plain ESM, loaded by Node as it is; see that file).
export const ENTRY_TTL_SECONDS: number;
export function entryTtlSeconds(ctx?: { cacheControl?: { revalidate?: number | false } }): number;
export function redisConnection(url: string): Promise<import('redis').RedisClientType>;
