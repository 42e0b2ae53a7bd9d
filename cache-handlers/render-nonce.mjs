// The script nonces this server gives its renders, sealed so that the cache handler can tell one
// of them from a value written by anyone else (page-policy.mjs).
//
// A nonce is one AES-128 block, encrypted under this process's key (registry.mjs): eight bytes
// every nonce of the process shares, then a counter that starts at a random value. Encrypted, the
// blocks are unpredictable; decrypted, only this process's nonces show the shared bytes. Nobody
// outside the process knows the key, so nobody can make a value that passes isRenderNonce (one
// chance in 2^64); a value copied from another page does pass, which is why page-policy.mjs also
// asks that a page carry one nonce only. 16 bytes, base64url: 22 characters, which Next's nonce
// pattern accepts.
//
// Plain ESM: loaded by Node as it is (the cache handler) and bundled by the app
// (lib/security/nonce.ts); every copy seals with the registry's key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { processRegistry } from './registry.mjs';

const BLOCK = 16;
const BATCH = 256;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** The key material: 16 bytes of AES key, 8 shared bytes, 8 bytes of starting counter. */
function keyMaterial() {
  const registry = processRegistry();
  registry.nonceKey ??= randomBytes(32);
  return registry.nonceKey;
}

// One cipher call for BATCH nonces rather than one per request (every request gets a nonce).
let batch = Buffer.alloc(0);
let offset = 0;
let counter = null;

function refill() {
  const material = keyMaterial();
  counter ??= material.readBigUInt64BE(24);
  const plain = Buffer.alloc(BLOCK * BATCH);
  for (let i = 0; i < BATCH; i++) {
    material.copy(plain, i * BLOCK, 16, 24);
    plain.writeBigUInt64BE(counter, i * BLOCK + 8);
    counter = BigInt.asUintN(64, counter + 1n);
  }
  const cipher = createCipheriv('aes-128-ecb', material.subarray(0, 16), null);
  cipher.setAutoPadding(false);
  batch = Buffer.concat([cipher.update(plain), cipher.final()]);
  offset = 0;
}

/** A fresh nonce for one render, sealed by this process. */
export function mintRenderNonce() {
  if (offset >= batch.length) refill();
  const nonce = batch.subarray(offset, offset + BLOCK).toString('base64url');
  offset += BLOCK;
  return nonce;
}

/** Whether `value` is a nonce this process minted. */
export function isRenderNonce(value) {
  if (typeof value !== 'string' || !NONCE.test(value)) return false;
  const material = keyMaterial();
  const decipher = createDecipheriv('aes-128-ecb', material.subarray(0, 16), null);
  decipher.setAutoPadding(false);
  const block = Buffer.concat([decipher.update(Buffer.from(value, 'base64url')), decipher.final()]);
  return block.subarray(0, 8).equals(material.subarray(16, 24));
}
