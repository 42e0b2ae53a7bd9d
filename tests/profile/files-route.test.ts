import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/files/[...key]/route';
import { getFileStorage, newFileKey, resetFileStorage } from '@/lib/files/storage';
import { pngBytes } from './image-fixtures';

let dir: string;
const get = (key: string[]) =>
  GET(new Request('http://localhost/files/x'), { params: Promise.resolve({ key }) });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fursa-route-'));
  process.env.FILES_DIR = path.join(dir, 'files');
  resetFileStorage();
});
afterAll(async () => {
  delete process.env.FILES_DIR;
  resetFileStorage();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /files/[...key]', () => {
  it('serves a stored file with its type, a long immutable cache and nosniff', async () => {
    const key = newFileKey(['avatars', 'u1'], 'png');
    const bytes = pngBytes(64, 64);
    await getFileStorage().put(key, new Uint8Array(bytes), 'image/png');
    const response = await get(key.split('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for unknown keys and for anything outside the store', async () => {
    await writeFile(path.join(dir, 'secret.png'), 'secret');
    for (const key of [
      ['avatars', 'u1', 'nope.png'],
      ['..', 'secret.png'],
      ['%2e%2e', 'secret.png'],
      ['avatars', 'u1'],
    ]) {
      // prettier-ignore
      const response = await get(key);
      expect(response.status, key.join('/')).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
