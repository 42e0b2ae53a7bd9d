// Types of page-scripts.mjs (plain ESM, loaded by Node as it is; see that file).
export function hashScripts(bodies: Iterable<string>): string[];
export function hashInlineScripts(html: string): string[];
export function pagePathOf(key: string): string;
export function pageScriptHashes(data: { html: string }): string[];
export function pageScriptIndex(prefix?: string): {
  get(path: string): Promise<string[]>;
  put(path: string, hashes: string[]): Promise<void>;
};
export function recordPageScripts(key: string, data: unknown, prefix: string): Promise<void>;
export function redisClient(url: string): Promise<import('redis').RedisClientType>;
