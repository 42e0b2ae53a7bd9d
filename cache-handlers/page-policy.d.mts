// Types of page-policy.mjs (plain ESM, loaded by Node as it is; see that file).
export type ScriptElement = {
  external: boolean;
  data: boolean;
  nonce: string | null;
  text: string;
};
export function scriptElements(html: string): ScriptElement[];
export function hashSources(texts: Iterable<string>): string[];
export function renderScriptHashes(html: string): {
  hashes: string[];
  problem: 'no-nonce' | 'several-nonces' | null;
};
export const SCRIPTLESS_POLICY: string;
export function cachedPagePolicy(hashes: string[]): string;
