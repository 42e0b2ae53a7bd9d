import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectRouterHydrated } from './helpers';
import { startServer, waitForHealth } from './server-process';

/**
 * Cached pages go out as Next rendered them, the same page whether the client takes gzip or not,
 * and Next's compression can be left to a proxy in front (HTTP_COMPRESSION=off, docs/caching.md).
 */

type Raw = {
  status: number;
  encoding: string | undefined;
  length: string | undefined;
  body: string;
};

/** One GET without any decoding on our side: what the server put on the wire. */
function get(url: string, gzip: boolean): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: { 'accept-language': 'en', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            length: res.headers['content-length'],
            body,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('a cached page is the same document gzipped or not, Arabic text intact', async ({
  baseURL,
}) => {
  const url = `${baseURL}/ar/about-us`;
  await get(url, false); // rendered into the cache
  const plain = await get(url, false);
  const gzipped = await get(url, true);
  expect(plain.status).toBe(200);
  expect(plain.encoding).toBeUndefined();
  expect(gzipped.encoding).toBe('gzip');
  expect(gzipped.body).toBe(plain.body);
  expect(plain.body).toContain('<html lang="ar" dir="rtl"');
  expect(plain.body).toContain('فرصة');
});

test('an English page from the cache: the same text with or without gzip, and it hydrates', async ({
  baseURL,
  page,
}) => {
  const url = `${baseURL}/en/about-us`;
  await get(url, false); // rendered into the cache
  const cached = await get(url, false);
  const gzipped = await get(url, true);
  expect(cached.status).toBe(200);
  expect(Number(cached.length)).toBe(Buffer.byteLength(cached.body));
  expect(gzipped.body).toBe(cached.body);
  // The language switch's label in Arabic letters, as rendered (the cache keeps the HTML as is).
  expect(cached.body).toContain('العربية');
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await page.goto(url);
  await expect(page.getByRole('link', { name: 'العربية' })).toBeVisible();
  await expectRouterHydrated(page);
  expect(errors).toEqual([]);
});

test('HTTP_COMPRESSION=off: pages go out uncompressed for the proxy in front to compress', async () => {
  test.setTimeout(120_000);
  const server = await startServer({
    AUTH_SECRET: 'compression-spec-auth-secret-5b1e0c9d2a7f',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    HTTP_COMPRESSION: 'off',
  });
  try {
    expect(await waitForHealth(server.url)).toBe(200);
    const first = await get(`${server.url}/en/about-us`, true);
    const cached = await get(`${server.url}/en/about-us`, true);
    for (const response of [first, cached]) {
      expect(response.status).toBe(200);
      expect(response.encoding).toBeUndefined();
      expect(response.body).toContain('<html lang="en" dir="ltr"');
    }
  } finally {
    server.stop();
  }
});
