// Types of registry.mjs (plain ESM, loaded by Node as it is; see that file).
export type ProcessRegistry = {
  nonceKey?: Buffer;
  cachedPagePolicy?: (hashes: string[]) => string;
};
export function processRegistry(): ProcessRegistry;
