import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileKeyFromUrl,
  filesRoot,
  fileUrl,
  isValidFileKey,
  LocalDiskFileStorage,
  newFileKey,
} from '@/lib/files/storage';
import { pngBytes } from './image-fixtures';

let dir: string;
let storage: LocalDiskFileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fursa-files-'));
  storage = new LocalDiskFileStorage(path.join(dir, 'files'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores, reads back with the type of its key, and deletes', async () => {
    const key = newFileKey(['avatars', 'user-1'], 'png');
    expect(key).toMatch(/^avatars\/user-1\/[A-Za-z0-9_-]{22}\.png$/);
    const bytes = new Uint8Array(pngBytes(64, 64));
    await storage.put(key, bytes, 'image/png');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect(Buffer.from(file!.bytes).equals(Buffer.from(bytes))).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is fine
  });

  it('makes a new random key every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newFileKey(['avatars', 'u'], 'webp')));
    expect(keys.size).toBe(50);
    expect(() => newFileKey(['..', 'u'], 'png')).toThrow();
    expect(() => newFileKey(['avatars'], 'exe')).toThrow();
  });

  it('refuses path traversal and malformed keys', async () => {
    // A file outside the storage root that a traversal would reach.
    await writeFile(path.join(dir, 'secret.png'), 'secret');
    for (const key of [
      '../secret.png',
      'avatars/../../secret.png',
      '/etc/passwd.png',
      path.join(dir, 'secret.png'),
      'avatars\\..\\..\\secret.png',
      '..%2fsecret.png',
      'avatars/./x.png',
      'avatars//x.png',
      'avatars/x.png\0.png',
      'avatars/x',
      'avatars/x.html',
      '',
    ]) {
      expect(isValidFileKey(key), key).toBe(false);
      expect(await storage.get(key), key).toBeNull();
    }
    await expect(storage.put('../evil.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await storage.delete('../secret.png');
    expect(await readFile(path.join(dir, 'secret.png'), 'utf8')).toBe('secret');
  });

  it('refuses a content type that does not match the key', async () => {
    await expect(
      storage.put('avatars/u/a.png', new Uint8Array([1]), 'text/html'),
    ).rejects.toThrow();
  });

  it('maps keys to /files URLs and back, only for its own URLs', () => {
    const key = 'avatars/u/abc.webp';
    expect(fileUrl(key)).toBe('/files/avatars/u/abc.webp');
    expect(fileKeyFromUrl(fileUrl(key))).toBe(key);
    expect(fileKeyFromUrl('https://example.com/files/avatars/u/abc.webp')).toBeNull();
    expect(fileKeyFromUrl('/files/../secret.png')).toBeNull();
    expect(fileKeyFromUrl(null)).toBeNull();
  });

  it('lives under FILES_DIR, else <DATA_DIR or data>/files', () => {
    expect(filesRoot({ FILES_DIR: '/srv/files' } as unknown as NodeJS.ProcessEnv)).toBe('/srv/files'); // prettier-ignore
    expect(filesRoot({ DATA_DIR: '/srv/data' } as unknown as NodeJS.ProcessEnv)).toBe('/srv/data/files'); // prettier-ignore
    expect(filesRoot({} as unknown as NodeJS.ProcessEnv)).toBe(path.resolve('data/files'));
  });
});
