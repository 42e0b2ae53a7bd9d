// Types of trusted-scripts.mjs (plain ESM, loaded by Node as it is; see that file).
export function renderNonce(html: string): string | null;
export function trustedScriptBodies(html: string, nonce: string | null): string[];
export function noteRenderNonce(data: unknown): void;
export function renderNonceOf(data: { html: string }): string | null;
