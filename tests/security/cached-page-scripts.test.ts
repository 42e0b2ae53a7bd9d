import { createHash } from 'node:crypto';
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import CacheHandler from '@/cache-handlers/incremental.mjs';
import { processRegistry } from '@/cache-handlers/registry.mjs';
import { isRenderNonce } from '@/cache-handlers/render-nonce.mjs';
import { registerCachedPagePolicy } from '@/lib/security/cached-page-csp';
import { stampRenderNonce } from '@/lib/security/peer-address';

/**
 * A cached page's policy admits the scripts the render wrote and nothing injected into the page:
 * through the real cache handler and the builder instrumentation.ts registers, with a nonce the
 * server's own stamp gave the render (lib/security/peer-address.ts).
 */

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const FLIGHT = 'self.__next_f.push([1,"0:{\\"title\\":\\"Café\\"}"])';

/** The nonce Next reads from a request's CSP header (its documented `'nonce-…'` source). */
const nonceOf = (headers: http.IncomingHttpHeaders) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy'] ?? ''))?.[1] ?? null;

const request = (url: string, headers: http.IncomingHttpHeaders = {}) =>
  ({ url, headers: { ...headers } }) as http.IncomingMessage;

/** A page as Next renders it with `nonce`, and what a listing's text smuggled into it. */
function stored(nonce: string, smuggled = '<script>alert(1)</script>') {
  const n = `nonce="${nonce}"`;
  const html = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<script src="/_next/static/chunks/a.js" async="" ${n}></script>`,
    `<title>Café</title></head><body><main><p>Café owners</p>${smuggled}</main>`,
    `<script ${n}>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script ${n}>${FLIGHT}</script>`,
    '</body></html>',
  ].join('');
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    headers: {} as Record<string, string>,
    status: 200,
  };
}

async function storedPolicy(data: ReturnType<typeof stored>): Promise<string> {
  process.env.BUILD_ID = `csp-${Date.now()}-${Math.random()}`;
  await new CacheHandler().set('/k/en/advertisements/filtered/x~y', data, {});
  return data.headers['content-security-policy'] ?? '';
}

const scriptSrcOf = (policy: string) =>
  policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';

afterEach(() => {
  delete process.env.BUILD_ID;
  delete processRegistry().cachedPagePolicy;
});

describe('the policy of a cached page', () => {
  const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

  it('admits the render’s scripts and blocks an injected one', async () => {
    registerCachedPagePolicy(env);
    const render = request('/en/advertisements');
    stampRenderNonce(render);
    const policy = await storedPolicy(
      stored(
        nonceOf(render.headers)!,
        '<script>alert(1)</script><script nonce="x">alert(2)</script>',
      ),
    );
    const scriptSrc = scriptSrcOf(policy);
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha('(self.__next_f=self.__next_f||[]).push([0])')} ${sha(FLIGHT)}`,
    );
    expect(scriptSrc).not.toContain(sha('alert(1)'));
    expect(scriptSrc).not.toContain(sha('alert(2)'));
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('admits nothing when a nonce of another render was copied into the page', async () => {
    registerCachedPagePolicy(env);
    const [render, other] = [request('/en'), request('/en/about-us')];
    stampRenderNonce(render);
    stampRenderNonce(other);
    const copied = `<script nonce="${nonceOf(other.headers)}">alert(3)</script>`;
    const policy = await storedPolicy(stored(nonceOf(render.headers)!, copied));
    expect(scriptSrcOf(policy)).toBe("script-src 'self'");
  });

  it('runs no script at all when no policy builder was registered', async () => {
    const render = request('/en');
    stampRenderNonce(render);
    const policy = await storedPolicy(stored(nonceOf(render.headers)!));
    expect(scriptSrcOf(policy)).toBe("script-src 'none'");
  });
});

describe('the nonce a render gets', () => {
  it('is the server’s, fresh and sealed for each request; a client’s own CSP header is dropped', () => {
    const chosen = "script-src 'nonce-chosen-by-the-client'";
    const a = request('/en/about-us', {
      'content-security-policy': chosen,
      'content-security-policy-report-only': chosen,
    });
    const b = request('/en/about-us');
    stampRenderNonce(a);
    stampRenderNonce(b);
    expect(isRenderNonce(nonceOf(a.headers))).toBe(true);
    expect(isRenderNonce(nonceOf(b.headers))).toBe(true);
    expect(nonceOf(a.headers)).not.toBe(nonceOf(b.headers));
    expect(a.headers['content-security-policy-report-only']).toBeUndefined();
    // Next's static files render nothing: no nonce, and none a client chose.
    const file = request('/_next/static/chunks/a.js', { 'content-security-policy': chosen });
    stampRenderNonce(file);
    expect(file.headers['content-security-policy']).toBeUndefined();
  });
});
