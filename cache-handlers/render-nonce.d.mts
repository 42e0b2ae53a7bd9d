// Types of render-nonce.mjs (plain ESM, loaded by Node as it is; see that file).
export function mintRenderNonce(): string;
export function isRenderNonce(value: unknown): boolean;
