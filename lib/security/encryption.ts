import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (the authenticator keys of two-step verification) are sealed with
 * AES-256-GCM under ENCRYPTION_KEY: 32 random bytes, written as base64 or hex. It is a key of its
 * own, never derived from AUTH_SECRET, so rotating AUTH_SECRET (cookies, reset codes) leaves them
 * readable. Production refuses to start without a valid one (lib/config/check-env.ts).
 *
 * A sealed value is `v1.` + base64url(12-byte IV ‖ 16-byte tag ‖ ciphertext). The `context`
 * (e.g. the owner's user id) is authenticated too: a value copied to another row does not open.
 */

export const ENCRYPTION_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key from its written form (64 hex digits, or base64/base64url of 32 bytes), or null. */
export function parseEncryptionKey(value: string | undefined): Buffer | null {
  const text = value?.trim();
  if (!text) return null;
  let key: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(text)) key = Buffer.from(text, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}={0,2}$/.test(text)) key = Buffer.from(text, 'base64');
  if (!key || key.length !== ENCRYPTION_KEY_BYTES) return null;
  // One byte repeated (all zeros, say) is a placeholder, not a key.
  return key.every((byte) => byte === key[0]) ? null : key;
}

/** What is wrong with ENCRYPTION_KEY's value, for the start-up check; null when it is usable. */
export function encryptionKeyProblem(value: string | undefined): 'missing' | 'invalid' | null {
  if (!value?.trim()) return 'missing';
  return parseEncryptionKey(value) ? null : 'invalid';
}

const DEV_KEY_SEED = 'fursa-development-encryption-key-do-not-use-in-production';
let warnedDevKey = false;

/**
 * ENCRYPTION_KEY as bytes. Production refuses to run without a valid one; elsewhere a fixed
 * development key keeps local runs zero-config (and says so once).
 */
export function getEncryptionKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const key = parseEncryptionKey(env.ENCRYPTION_KEY);
  if (key) return key;
  if (env.NODE_ENV === 'production') {
    throw new Error('ENCRYPTION_KEY must be 32 random bytes, base64 or hex, in production.');
  }
  if (!warnedDevKey) {
    warnedDevKey = true;
    console.warn('[crypto] ENCRYPTION_KEY is not set; using the built-in development key.');
  }
  return createHash('sha256').update(DEV_KEY_SEED).digest();
}

export function sealText(plaintext: string, context: string, key: Buffer = getEncryptionKey()) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plaintext of a sealed value; throws when the key, the context or the value is wrong. */
export function openText(sealed: string, context: string, key: Buffer = getEncryptionKey()) {
  const [version, payload, extra] = sealed.split('.');
  if (version !== VERSION || !payload || extra !== undefined) {
    throw new Error('Not a sealed value');
  }
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
