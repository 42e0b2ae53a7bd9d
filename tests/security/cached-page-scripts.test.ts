import { createHash } from 'node:crypto';
import type http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM loaded by Next at run time; no type declarations of its own.
import CacheHandler from '@/cache-handlers/incremental.mjs';
import { setOpenPagePolicy } from '@/cache-handlers/open-pages.mjs';
import { pageScriptIndex } from '@/cache-handlers/page-scripts.mjs';
import { openPagePolicy } from '@/lib/security/open-page-csp';
import { stampRenderNonce } from '@/lib/security/peer-address';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { getScriptNonceFromHeaders } from 'next/dist/server/app-render/get-script-nonce-from-header.js';

/**
 * The cached-page policy admits the scripts the render wrote and nothing injected into the page:
 * through the real cache handler, for a page the proxy serves (the recorded hashes) and an open
 * page (the policy stored with the copy), and the server's part in it (every render's nonce).
 */

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const holder = globalThis as { __fursaCacheStore?: unknown; __fursaPageScripts?: unknown };

type Handler = { set: (key: string, data: unknown, ctx: object) => Promise<void> };

function handler(): Handler {
  const dist = mkdtempSync(path.join(tmpdir(), 'fursa-csp-'));
  writeFileSync(path.join(dist, 'BUILD_ID'), 'csp');
  delete holder.__fursaPageScripts;
  return new CacheHandler({
    serverDistDir: path.join(dist, 'server'),
    revalidatedTags: [],
    maxMemoryCacheSize: 10 * 1024 * 1024,
    flushToDisk: false,
    fs: nodeFs,
  });
}

const FLIGHT = 'self.__next_f.push([1,"0:{\\"title\\":\\"Café\\"}"])';

/** A page as Next renders it with `nonce`, and what a listing's text smuggled into it. */
function stored(nonce: string) {
  const n = `nonce="${nonce}"`;
  const html = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<link rel="preload" as="script" fetchPriority="low" ${n} href="/_next/static/chunks/w.js"/>`,
    `<script src="/_next/static/chunks/a.js" async="" ${n}></script>`,
    '<title>Café</title></head><body><main><p>Café owners</p>',
    '<script>alert(1)</script>',
    `<script nonce="not-${nonce}">alert(2)</script>`,
    '</main>',
    `<script ${n}>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script ${n}>${FLIGHT}</script>`,
    '</body></html>',
  ].join('');
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200 };
}

afterEach(() => {
  delete holder.__fursaPageScripts;
  setOpenPagePolicy(undefined as unknown as (hashes: string[]) => string);
});

describe('the policy of a cached page', () => {
  it('records the render’s scripts of a page the proxy serves, not an injected one', async () => {
    const data = stored('cmVuZGVyLW9uZQ');
    await handler().set('/route-cache/APP_PAGE/h/$/en/advertisements/filtered/x~y', data, {});
    const hashes = await pageScriptIndex().get('/en/advertisements/filtered/x~y');
    expect(hashes).toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'));
    expect(hashes).toContain(sha(FLIGHT));
    // The loader that now starts Next's chunks (scripts-after-paint.mjs) carries the nonce too.
    const loader = /<script id="fursa-scripts"[^>]*>([\s\S]*?)<\/script>/.exec(data.html)?.[1];
    expect(loader).toContain('/_next/static/chunks/a.js');
    expect(hashes).toContain(sha(loader!));
    expect(hashes).not.toContain(sha('alert(1)'));
    expect(hashes).not.toContain(sha('alert(2)'));
    // The flight script in both forms: as rendered, and as served (served-html.mjs escapes é).
    expect(hashes).toContain(sha(FLIGHT.replace('é', '\\u00e9')));
    expect(hashes).toHaveLength(4);
  });

  it('stores an open page with a policy that blocks an injected script', async () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    setOpenPagePolicy((hashes) => openPagePolicy(hashes, env));
    const data = stored('cmVuZGVyLXR3bw');
    await handler().set('/route-cache/APP_PAGE/h/$/en/about-us', data, {});
    const policy = (data.headers as Record<string, string>)['content-security-policy'] ?? '';
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(sha(FLIGHT));
    expect(scriptSrc).not.toContain(sha('alert(1)'));
    expect(scriptSrc).not.toContain(sha('alert(2)'));
    expect(scriptSrc).not.toMatch(/unsafe|nonce/);
  });

  it('has no hashes for a page rendered without a nonce in its head', async () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    setOpenPagePolicy((hashes) => openPagePolicy(hashes, env));
    const data = stored('x');
    data.html = data.html.replaceAll(' nonce="x"', '');
    await handler().set('/route-cache/APP_PAGE/h/$/en/terms', data, {});
    const policy = (data.headers as Record<string, string>)['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
  });
});

describe('the nonce a render gets', () => {
  const request = (url: string, headers: http.IncomingHttpHeaders) =>
    ({ url, headers: { ...headers } }) as http.IncomingMessage;

  it('is the server’s, fresh for each request; a client’s own CSP header is dropped', () => {
    const chosen = "script-src 'nonce-chosen-by-the-client'";
    const a = request('/en/about-us', {
      'content-security-policy': chosen,
      'content-security-policy-report-only': chosen,
    });
    const b = request('/en/about-us', {});
    stampRenderNonce(a);
    stampRenderNonce(b);
    const nonceA = getScriptNonceFromHeaders(a.headers);
    const nonceB = getScriptNonceFromHeaders(b.headers);
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonceB).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonceA).not.toBe(nonceB);
    expect(a.headers['content-security-policy-report-only']).toBeUndefined();
    // Next's static files render nothing: no nonce, and none a client chose.
    const file = request('/_next/static/chunks/a.js', { 'content-security-policy': chosen });
    stampRenderNonce(file);
    expect(file.headers['content-security-policy']).toBeUndefined();
  });
});
