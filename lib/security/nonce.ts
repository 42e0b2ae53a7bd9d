import { mintRenderNonce } from '@/cache-handlers/render-nonce.mjs';

/**
 * A script nonce for one response's Content-Security-Policy: fresh, unpredictable, and sealed by
 * this process, so that the cache handler can tell the nonce of a render from one written into a
 * page by anyone else (cache-handlers/render-nonce.mjs, page-policy.mjs).
 */
export function freshNonce(): string {
  return mintRenderNonce();
}
