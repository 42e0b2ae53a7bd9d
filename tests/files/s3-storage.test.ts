import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/files/[...key]/route';
import {
  CONTENT_TYPES,
  getFileStorage,
  isValidFileKey,
  newFileKey,
  resetFileStorage,
  S3FileStorage,
  s3SettingsOf,
} from '@/lib/files/storage';
import { pngBytes, webpBytes } from '../profile/image-fixtures';
import { setEnv, startLocalS3, type LocalS3 } from './s3-server';

let s3: LocalS3;
let storage: S3FileStorage;
let raw: S3Client;
let metadata: Server;
let metadataHits = 0;
let restoreEnv: () => void;

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const keysInBucket = async () =>
  ((await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
    (o) => o.Key,
  );

beforeAll(async () => {
  // Anything that asked the instance metadata service would land here.
  metadata = createServer((_req, res) => {
    metadataHits += 1;
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => metadata.listen(0, '127.0.0.1', resolve));
  const { port } = metadata.address() as AddressInfo;
  restoreEnv = setEnv({
    AWS_EC2_METADATA_SERVICE_ENDPOINT: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: undefined,
    AWS_SECRET_ACCESS_KEY: undefined,
    AWS_PROFILE: 'fursa-no-such-profile',
  });
  s3 = await startLocalS3();
  storage = new S3FileStorage(s3SettingsOf(s3.env));
  raw = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  await storage.close();
  raw.destroy();
  resetFileStorage();
  restoreEnv();
  await s3.stop();
  await new Promise((resolve) => metadata.close(resolve));
});

describe('S3 file storage', () => {
  it('stores, reads back, replaces and deletes (twice is fine)', async () => {
    const key = newFileKey(['avatars', 'user-1'], 'png');
    const first = new Uint8Array(pngBytes(64, 64));
    await storage.put(key, first, 'image/png');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect(same(file!.bytes, first)).toBe(true);

    const second = new Uint8Array(pngBytes(32, 32, [200, 10, 10]));
    await storage.put(key, second, 'image/png');
    expect(same((await storage.get(key))!.bytes, second)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await storage.delete(key);
    expect(await keysInBucket()).not.toContain(key);
  });

  it('writes the content type and a year-long immutable Cache-Control on the object', async () => {
    const key = newFileKey(['listings', 'advertisement', 'l1', 'p1'], 'webp');
    await storage.put(key, new Uint8Array(webpBytes(40, 30)), 'image/webp');
    const head = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('serves every extension as its type, whatever the object says', async () => {
    for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
      const key = newFileKey(['types'], extension);
      await storage.put(key, new Uint8Array([1, 2, 3]), type);
      expect((await storage.get(key))?.contentType, extension).toBe(type);
    }
    // An object written by something else, with a type of its own: the key decides.
    await raw.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'types/foreign.png',
        Body: '<script>alert(1)</script>',
        ContentType: 'text/html',
      }),
    );
    expect((await storage.get('types/foreign.png'))?.contentType).toBe('image/png');
  });

  it('refuses invalid keys and a type that does not match the key, before any request', async () => {
    // An object under a key the app never makes: the store must not reach it.
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'private/x.html', Body: 'x' }));
    for (const key of [
      'private/x.html',
      '../secret.png',
      'avatars/../../secret.png',
      '/etc/passwd.png',
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
      expect(await storage.open(key), key).toBeNull();
      await expect(storage.put(key, new Uint8Array([1]), 'image/png'), key).rejects.toThrow();
      await storage.delete(key);
    }
    expect(await keysInBucket()).toContain('private/x.html'); // not deleted either
    await expect(storage.put('avatars/u/a.png', new Uint8Array([1]), 'text/html')).rejects.toThrow(
      /content type/,
    );
    expect(await keysInBucket()).not.toContain('avatars/u/a.png');
  });

  it('answers null for a missing key but throws for a missing bucket', async () => {
    expect(await storage.get('avatars/nobody/none.webp')).toBeNull();
    const elsewhere = new S3FileStorage({ ...s3SettingsOf(s3.env), bucket: 'no-such-bucket' });
    await expect(elsewhere.get('avatars/nobody/none.webp')).rejects.toThrow();
    await expect(elsewhere.checkBucket()).rejects.toThrow(/no-such-bucket/);
    await elsewhere.close();
  });

  it('streams a file with its size, and lists the bucket', async () => {
    const key = newFileKey(['stream'], 'png');
    const bytes = new Uint8Array(pngBytes(128, 128));
    await storage.put(key, bytes, 'image/png');
    const file = await storage.open(key);
    expect(file?.size).toBe(bytes.byteLength);
    expect(same(new Uint8Array(await new Response(file!.body).arrayBuffer()), bytes)).toBe(true);
    const listed = [];
    for await (const object of storage.list('stream/')) listed.push(object);
    expect(listed).toEqual([{ key, size: bytes.byteLength }]);
  });

  it('never asked the instance metadata service for credentials or a region', () => {
    expect(metadataHits).toBe(0);
  });
});

describe('GET /files/[...key] with FILES_STORAGE=s3', () => {
  const get = (key: string[]) =>
    GET(new Request('http://localhost/files/x'), { params: Promise.resolve({ key }) });

  it('uses the bucket, and serves its files with the same headers as from disk', async () => {
    const restore = setEnv(s3.env);
    resetFileStorage();
    try {
      expect(getFileStorage()).toBeInstanceOf(S3FileStorage);
      const key = newFileKey(['avatars', 'u1'], 'png');
      const bytes = pngBytes(64, 64);
      await getFileStorage().put(key, new Uint8Array(bytes), 'image/png');
      expect(await keysInBucket()).toContain(key);

      const response = await get(key.split('/'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

      const head = await HEAD(new Request('http://localhost/files/x', { method: 'HEAD' }), {
        params: Promise.resolve({ key: key.split('/') }),
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(head.body).toBeNull();

      for (const missing of [['avatars', 'u1', 'nope.png'], ['..', 'secret.png'], ['avatars']]) {
        const answer = await get(missing);
        expect(answer.status, missing.join('/')).toBe(404);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    } finally {
      resetFileStorage();
      restore();
    }
  });

  it('answers 503, never cached, when the bucket cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const restore = setEnv({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` });
    resetFileStorage();
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await get(['avatars', 'u1', 'x.png']);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      console.error = quiet;
      resetFileStorage();
      restore();
    }
  });
});
