// The script nonces this server gives its renders, signed so that the cache handler can tell one
// of them from a value written by anyone else (page-policy.mjs).
//
// A nonce is 16 random bytes and the first 8 bytes of their HMAC-SHA256 under this process's key
// (registry.mjs), base64url: 32 characters, which Next's nonce pattern accepts. Nobody outside
// the process knows the key, so nobody can make a value that passes isRenderNonce; a value copied
// from another page does pass, which is why page-policy.mjs also asks that a page carry one nonce.
//
// Plain ESM: loaded by Node as it is (the cache handler) and bundled by the app
// (lib/security/nonce.ts); both copies sign with the registry's key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { processRegistry } from './registry.mjs';

const RANDOM_BYTES = 16;
const TAG_BYTES = 8;
const NONCE = /^[A-Za-z0-9_-]{32}$/;

function signingKey() {
  const registry = processRegistry();
  registry.nonceKey ??= randomBytes(32);
  return registry.nonceKey;
}

function tagOf(random) {
  return createHmac('sha256', signingKey()).update(random).digest().subarray(0, TAG_BYTES);
}

// One randomBytes call for 256 nonces rather than one per request (about 1% of a page's CPU).
let pool = Buffer.alloc(0);
let offset = 0;

/** A fresh nonce for one render, signed by this process. */
export function mintRenderNonce() {
  if (offset + RANDOM_BYTES > pool.length) {
    pool = randomBytes(RANDOM_BYTES * 256);
    offset = 0;
  }
  const random = pool.subarray(offset, offset + RANDOM_BYTES);
  offset += RANDOM_BYTES;
  return Buffer.concat([random, tagOf(random)]).toString('base64url');
}

/** Whether `value` is a nonce this process minted. */
export function isRenderNonce(value) {
  if (typeof value !== 'string' || !NONCE.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  return timingSafeEqual(bytes.subarray(RANDOM_BYTES), tagOf(bytes.subarray(0, RANDOM_BYTES)));
}
