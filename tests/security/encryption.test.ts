import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encryptionKeyProblem,
  getEncryptionKey,
  openText,
  parseEncryptionKey,
  sealText,
} from '@/lib/security/encryption';

const key = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

afterEach(() => vi.restoreAllMocks());

describe('secrets at rest (AES-256-GCM under ENCRYPTION_KEY)', () => {
  it('round-trips, with a fresh IV each time and nothing of the plaintext in the output', () => {
    const a = sealText(SECRET, 'user_two_factor:1', key);
    const b = sealText(SECRET, 'user_two_factor:1', key);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(SECRET);
    expect(openText(a, 'user_two_factor:1', key)).toBe(SECRET);
    expect(openText(b, 'user_two_factor:1', key)).toBe(SECRET);
  });

  it('does not open under another key, for another row, or once altered', () => {
    const sealed = sealText(SECRET, 'user_two_factor:1', key);
    expect(() => openText(sealed, 'user_two_factor:1', randomBytes(32))).toThrow();
    expect(() => openText(sealed, 'user_two_factor:2', key)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openText(`v1.${bytes.toString('base64url')}`, 'user_two_factor:1', key)).toThrow();
    expect(() => openText('v2.abc', 'user_two_factor:1', key)).toThrow(/Not a sealed value/);
    expect(() => openText('v1.', 'user_two_factor:1', key)).toThrow(/Not a sealed value/);
  });

  it('reads the key as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseEncryptionKey(` ${key.toString('base64url')} `)).toEqual(key);
    for (const bad of [
      undefined,
      '',
      'short',
      randomBytes(16).toString('base64'),
      randomBytes(33).toString('hex'),
      '00'.repeat(32),
      'x'.repeat(64),
    ]) {
      // prettier-ignore
      expect(parseEncryptionKey(bad), String(bad)).toBeNull();
    }
    expect(encryptionKeyProblem(undefined)).toBe('missing');
    expect(encryptionKeyProblem('nope')).toBe('invalid');
    expect(encryptionKeyProblem(key.toString('hex'))).toBeNull();
  });

  it('refuses to run in production without a key; elsewhere a fixed development key, said once', () => {
    expect(() => getEncryptionKey({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY/);
    expect(() => getEncryptionKey({ NODE_ENV: 'production', ENCRYPTION_KEY: 'weak' })).toThrow(/ENCRYPTION_KEY/); // prettier-ignore
    expect(getEncryptionKey({ NODE_ENV: 'production', ENCRYPTION_KEY: key.toString('hex') })).toEqual(key); // prettier-ignore
    const dev = getEncryptionKey({ NODE_ENV: 'test' });
    expect(dev).toHaveLength(32);
    expect(getEncryptionKey({ NODE_ENV: 'development' })).toEqual(dev);
    // AUTH_SECRET plays no part: a rotated one changes nothing.
    expect(getEncryptionKey({ NODE_ENV: 'test', AUTH_SECRET: 'another-auth-secret' })).toEqual(dev);
  });
});
