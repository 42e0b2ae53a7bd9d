import { afterEach, describe, expect, it } from 'vitest';
import { checkEnvironment } from '@/lib/config/check-env';
import { fileKeyFromUrl, fileUrl, publicFilesBase } from '@/lib/files/storage';
import { buildPageCsp } from '@/lib/security/headers';
import { cachedPagePolicy } from '@/lib/security/cached-page-csp';
import { setEnv } from './s3-server';

const S3 = {
  FILES_STORAGE: 's3',
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  S3_REGION: 'auto',
  S3_BUCKET: 'fursa-files',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};
const KEY = 'listings/advertisement/a1/abc/640.webp';
const imgSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('img-src '))!
    .split(' ')
    .slice(1);
const pagePolicy = (env: Record<string, string | undefined>) =>
  buildPageCsp({ scriptSources: [], dev: false, https: true, env, realtime: null });

let restore = () => {};
afterEach(() => restore());

describe('file URLs', () => {
  it('are /files/<key> on the local disk, and an S3_PUBLIC_URL there is ignored', () => {
    restore = setEnv({ FILES_STORAGE: undefined, S3_PUBLIC_URL: 'https://cdn.fursa.example' });
    expect(fileUrl(KEY)).toBe(`/files/${KEY}`);
    expect(fileKeyFromUrl(`/files/${KEY}`)).toBe(KEY);
    expect(fileKeyFromUrl(`https://cdn.fursa.example/${KEY}`)).toBeNull();
  });

  it('are /files/<key> on S3 without a public URL (the app streams them)', () => {
    restore = setEnv({ ...S3, S3_PUBLIC_URL: undefined });
    expect(fileUrl(KEY)).toBe(`/files/${KEY}`);
    expect(fileKeyFromUrl(fileUrl(KEY))).toBe(KEY);
  });

  it('point at the bucket or CDN with S3_PUBLIC_URL, and both forms map back to the key', () => {
    restore = setEnv({ ...S3, S3_PUBLIC_URL: 'https://CDN.fursa.example/media/' });
    expect(fileUrl(KEY)).toBe(`https://cdn.fursa.example/media/${KEY}`);
    expect(fileKeyFromUrl(fileUrl(KEY))).toBe(KEY);
    // Stored before the public URL was configured: still ours.
    expect(fileKeyFromUrl(`/files/${KEY}`)).toBe(KEY);
    for (const foreign of [
      `https://cdn.fursa.example/${KEY}`, // outside the path
      `https://cdn.fursa.example/media-other/${KEY}`,
      `https://evil.example/media/${KEY}`,
      'https://cdn.fursa.example/media/../secret.png',
      'https://cdn.fursa.example/media/avatars/x.html',
      `//cdn.fursa.example/media/${KEY}`,
      null,
      undefined,
      '',
    ]) {
      expect(fileKeyFromUrl(foreign), String(foreign)).toBeNull();
    }
  });

  it('ignore a public URL that is not a plain http(s) URL', () => {
    for (const S3_PUBLIC_URL of [
      'ftp://cdn.fursa.example',
      'https://cdn.fursa.example/?x=1',
      'https://user:pw@cdn.fursa.example',
      'https://a;b.example',
      'not a url',
    ]) {
      expect(publicFilesBase({ ...S3, S3_PUBLIC_URL }), S3_PUBLIC_URL).toBeNull();
    }
  });
});

describe('the page policy', () => {
  it('admits the public files origin in img-src, and nothing more', () => {
    const env = { ...S3, S3_PUBLIC_URL: 'https://cdn.fursa.example/media' };
    expect(imgSrc(pagePolicy(env))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.fursa.example',
    ]);
    expect(pagePolicy(env).match(/cdn\.fursa\.example/g)).toHaveLength(1);
    expect(imgSrc(cachedPagePolicy([], env as unknown as NodeJS.ProcessEnv))).toContain(
      'https://cdn.fursa.example',
    );
  });

  it('stays as it was without a public URL, or without the S3 store', () => {
    for (const env of [
      {},
      S3,
      { S3_PUBLIC_URL: 'https://cdn.fursa.example' },
      { ...S3, S3_PUBLIC_URL: 'https://a;b.example' },
    ]) {
      expect(imgSrc(pagePolicy(env))).toEqual(["'self'", 'data:', 'blob:']);
    }
  });
});

describe('start-up check of the file store', () => {
  const PROD = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'k3v9-Qm2x7Lr0pWz8Hs5Tn1yBc4Jd6Fa',
    PUSHER_APP_SECRET: 'k3v9-Qm2x7Lr0pWz8Hs5Tn1yBc4Jd6Fa',
    APP_URL: 'https://fursa.example',
    ENCRYPTION_KEY: 'q83vEjRWeJq8/1sF7m4nKwP0dA9cXhLzR2tY6uB1oC8=',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };
  const filesErrors = (env: Record<string, string | undefined>) =>
    checkEnvironment(env).errors.filter((e) => /S3|FILES_STORAGE/.test(e));

  it('asks nothing of the local disk (the default)', () => {
    expect(checkEnvironment(PROD)).toEqual({ errors: [], warnings: [] });
    expect(checkEnvironment({ ...PROD, FILES_STORAGE: 'local' }).errors).toEqual([]);
  });

  it('accepts a complete S3 configuration, with or without a public URL', () => {
    expect(checkEnvironment({ ...PROD, ...S3 })).toEqual({ errors: [], warnings: [] });
    const cdn = { ...PROD, ...S3, S3_PUBLIC_URL: 'https://cdn.fursa.example' };
    expect(checkEnvironment(cdn)).toEqual({ errors: [], warnings: [] });
    // AWS S3 itself needs no endpoint.
    expect(filesErrors({ ...PROD, ...S3, S3_ENDPOINT: undefined })).toEqual([]);
  });

  it('stops the server for each missing S3 variable, naming it', () => {
    for (const name of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(filesErrors({ ...PROD, ...S3, [name]: undefined })).toEqual([
        `${name} is missing: FILES_STORAGE is s3`,
      ]);
    }
    // Nothing to fall back on in development either.
    expect(filesErrors({ NODE_ENV: 'development', FILES_STORAGE: 's3' })).toHaveLength(4);
  });

  it('refuses malformed S3 values and an unknown store', () => {
    const bad = {
      S3_ENDPOINT: 'https://minio.internal:9000/path',
      S3_BUCKET: 'Bad_Bucket',
      S3_REGION: 'eu central',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_PUBLIC_URL: 'http://cdn.fursa.example',
    };
    const errors = filesErrors({ ...PROD, ...S3, ...bad });
    for (const name of Object.keys(bad)) expect(errors.join('\n')).toContain(name);
    expect(filesErrors({ ...PROD, FILES_STORAGE: 'gcs' })).toEqual([
      'FILES_STORAGE must be local or s3',
    ]);
    // Development: plain http for a local MinIO or CDN is fine.
    const dev = { NODE_ENV: 'development', ...S3, S3_PUBLIC_URL: 'http://localhost:9000/b' };
    expect(filesErrors(dev)).toEqual([]);
  });

  it('says when S3_PUBLIC_URL is set without the S3 store', () => {
    const { warnings } = checkEnvironment({ ...PROD, S3_PUBLIC_URL: 'https://cdn.fursa.example' });
    expect(warnings).toEqual(['S3_PUBLIC_URL is ignored: FILES_STORAGE is not s3']);
  });
});
