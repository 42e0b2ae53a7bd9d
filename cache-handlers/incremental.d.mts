// Types of incremental.mjs (plain ESM, loaded by Node as it is; see that file).
export type CachedEntry = { lastModified: number; value: unknown; tags: string[] };
export default class CacheHandler {
  get(key: string, ctx?: object): Promise<CachedEntry | null>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
