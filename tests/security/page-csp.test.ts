import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderScriptHashes, scriptElements } from '@/cache-handlers/page-policy.mjs';
import { isRenderNonce, mintRenderNonce } from '@/cache-handlers/render-nonce.mjs';
import { getPageCsp } from '@/lib/security/page-csp';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** A page as Next 16 renders it with `nonce` (head tags, flight payload, a React instruction). */
function nextPage(nonce: string, content = ''): string {
  const n = `nonce="${nonce}"`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<link rel="preload" as="script" fetchPriority="low" ${n} href="/_next/static/chunks/w.js"/>`,
    `<script src="/_next/static/chunks/a.js" async="" ${n}></script>`,
    `<title>Fursa</title></head><body>${content}`,
    `<script ${n}>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script ${n}>self.__next_f.push([1,"0:{}"])</script>`,
    `<script ${n}>$RC("B:0","S:0")</script>`,
    '</body></html>',
  ].join('');
}

const RENDERED = [
  sha('(self.__next_f=self.__next_f||[]).push([0])'),
  sha('self.__next_f.push([1,"0:{}"])'),
  sha('$RC("B:0","S:0")'),
];

describe('the nonces this server gives its renders', () => {
  it('are fresh, unpredictable and sealed by this process', () => {
    const seen = new Set<string>();
    // More than one block of random bytes holds (render-nonce.mjs cuts 256 from one).
    for (let i = 0; i < 600; i++) {
      const nonce = mintRenderNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isRenderNonce(nonce)).toBe(true);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
    }
    // Anyone else's value fails, whatever its shape.
    const mine = mintRenderNonce();
    const forged = `${mine.slice(0, 5)}${mine[5] === 'A' ? 'B' : 'A'}${mine.slice(6)}`;
    expect(isRenderNonce(forged)).toBe(false);
    expect(isRenderNonce('cmVuZGVyLW5vbmNlLTEyMz')).toBe(false);
    expect(isRenderNonce('cmVuZGVyLW5vbmNlLTEyMzQ1')).toBe(false);
    expect(isRenderNonce(null)).toBe(false);
  });
});

describe('the scripts a cached page’s policy admits (cache-handlers/page-policy.mjs)', () => {
  it('hashes only the inline scripts carrying the render’s nonce, never an injected one', () => {
    const nonce = mintRenderNonce();
    const html = nextPage(
      nonce,
      '<p>A listing</p><script>alert(1)</script><script nonce="guessed">alert(2)</script>' +
        '<script type="application/ld+json">{"name":"x"}</script>',
    );
    const { hashes, problem } = renderScriptHashes(html);
    expect(problem).toBeNull();
    expect(hashes).toEqual(RENDERED);
    expect(hashes).not.toContain(sha('alert(1)'));
    expect(hashes).not.toContain(sha('alert(2)'));
    // JSON-LD is a data block: CSP does not apply to it, it needs no hash.
    expect(hashes).not.toContain(sha('{"name":"x"}'));
  });

  it('hashes nothing when a page carries a second sealed nonce (one copied from another page)', () => {
    const copied = mintRenderNonce();
    const html = nextPage(mintRenderNonce(), `<script nonce="${copied}">alert(3)</script>`);
    expect(renderScriptHashes(html)).toEqual({ hashes: [], problem: 'several-nonces' });
  });

  it('hashes nothing for a render without a sealed nonce', () => {
    expect(renderScriptHashes(nextPage('cmVuZGVyLW5vbmNlLTEyMzQ1'))).toEqual({
      hashes: [],
      problem: 'no-nonce',
    });
    const bare = '<html><head></head><body><script>self.__next_f.push([0])</script></body></html>';
    expect(renderScriptHashes(bare).hashes).toEqual([]);
  });

  it('reads script elements as HTML: attributes in any quoting and case, src and data blocks', () => {
    const nonce = mintRenderNonce();
    const scripts = scriptElements(
      `<SCRIPT NONCE='${nonce}' data-x="a>b">one()</SCRIPT>` +
        `<script src="/x.js" nonce=${nonce}>two()</script>` +
        `<script type="module" nonce="${nonce}">three()</script>` +
        `<script type="text/plain" nonce="${nonce}">four()</script>`,
    );
    expect(scripts).toEqual([
      { external: false, data: false, nonce, text: 'one()' },
      { external: true, data: false, nonce, text: 'two()' },
      { external: false, data: false, nonce, text: 'three()' },
      { external: false, data: true, nonce, text: 'four()' },
    ]);
    // A script with a src is admitted by 'self', a data block runs nothing: neither is hashed.
    const html =
      `<script src="/x.js" nonce="${nonce}">two()</script>` +
      `<script type="text/plain" nonce="${nonce}">four()</script>` +
      `<script nonce="${nonce}">one()</script>`;
    expect(renderScriptHashes(html).hashes).toEqual([sha('one()')]);
  });
});

describe('the policy of a page rendered for one request (lib/security/page-csp.ts)', () => {
  it('puts a new sealed nonce in the same policy on every request', () => {
    const env = {
      NODE_ENV: 'production',
      PUSHER_PORT: '6001',
      PUSHER_APP_SECRET: 'k3v9-Qm2x7Lr0pWz8Hs5Tn1yBc4Jd6Fa',
    } as NodeJS.ProcessEnv;
    const seen = new Set<string>();
    let first = '';
    for (let i = 0; i < 300; i++) {
      const { policy, nonce } = getPageCsp(false, env);
      expect(isRenderNonce(nonce)).toBe(true);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const general = policy.replace(nonce, 'N');
      first ||= general;
      expect(general).toBe(first);
    }
    expect(first).toContain("script-src 'self' 'nonce-N';");
    expect(first).not.toContain("'sha256-");
    expect(first).not.toMatch(/script-src[^;]*unsafe/);
    // The embedded realtime server, by its exact local origins (never a wildcard host).
    expect(first).toContain("connect-src 'self' ws://localhost:6001 ws://127.0.0.1:6001;");
    expect(first).not.toContain('\u0000');
    // The scheme and the environment still shape the policy; the Host header never does.
    const https = getPageCsp(true, env);
    expect(https.policy).toContain('upgrade-insecure-requests');
    expect(https.policy).toContain("connect-src 'self';");
    const disabled = { ...env, REALTIME_DISABLED: 'true' } as NodeJS.ProcessEnv;
    expect(getPageCsp(false, disabled).policy).not.toContain('ws://');
  });
});
