import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrivatePath } from '@/lib/auth/guards';
import { getPageCsp } from '@/lib/security/page-csp';
import { pageScriptHashes, pageScriptIndex } from '@/cache-handlers/page-scripts.mjs';
import { renderNonce, trustedScriptBodies } from '@/cache-handlers/trusted-scripts.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const NONCE = 'cmVuZGVyLW5vbmNlLTEyMzQ1';

/** A page as Next 16 renders it with a nonce (head tags, flight payload, a React instruction). */
function nextPage(content: string): string {
  const n = `nonce="${NONCE}"`;
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

describe('page CSP', () => {
  it('hashes only the inline scripts carrying the render’s nonce, never an injected one', () => {
    const html = nextPage(
      '<p>A listing</p><script>alert(1)</script><script nonce="guessed">alert(2)</script>' +
        '<script type="application/ld+json">{"name":"x"}</script>',
    );
    const hashes = pageScriptHashes({ html });
    expect(hashes).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"0:{}"])'),
      sha('$RC("B:0","S:0")'),
    ]);
    expect(hashes).not.toContain(sha('alert(1)'));
    expect(hashes).not.toContain(sha('alert(2)'));
    // JSON-LD is a data block: CSP does not apply to it, it needs no hash.
    expect(hashes).not.toContain(sha('{"name":"x"}'));
  });

  it('reads the render’s nonce from Next’s tags in <head> only', () => {
    expect(renderNonce(nextPage(''))).toBe(NONCE);
    // A render without a nonce: a nonce written in the body is not the render's, nothing is hashed.
    const bare = '<html><head><title>x</title></head><body><script nonce="evil">alert(1)</script>';
    expect(renderNonce(bare)).toBeNull();
    expect(pageScriptHashes({ html: `${bare}</body></html>` })).toEqual([]);
    expect(trustedScriptBodies('<script nonce="n">a()</script>', null)).toEqual([]);
    // A nonce Next would not accept is no nonce.
    expect(renderNonce('<head><script src="/a.js" nonce="a b"></script></head>')).toBeNull();
    // A script with a src is never hashed (it is admitted by 'self').
    expect(trustedScriptBodies(`<script src="/x.js" nonce="${NONCE}">b()</script>`, NONCE)).toEqual(
      [],
    );
  });

  it('gives every page a fresh nonce, and a cached page the hashes of its stored copies', async () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    const a = await getPageCsp('/en/profile/wallet', true, env);
    const b = await getPageCsp('/en/profile/wallet', true, env);
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/_=-]{16,}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.policy).toContain(`'nonce-${a.nonce}'`);
    expect(a.policy).not.toContain("unsafe-inline' ");
    expect(a.policy).not.toContain("'sha256-");
    // The cache handler stored this page (page-scripts.mjs): its script is admitted by hash.
    await pageScriptIndex().put('/en/advertisements/x1', [sha('cached()')]);
    const cached = await getPageCsp('/en/advertisements/x1', false, env);
    expect(cached.policy).toContain(`'nonce-${cached.nonce}' ${sha('cached()')}`);
  });

  it('puts a new nonce in the same policy on every request, and never repeats one', async () => {
    const env = {
      NODE_ENV: 'production',
      PUSHER_PORT: '6001',
      PUSHER_APP_SECRET: 'k3v9-Qm2x7Lr0pWz8Hs5Tn1yBc4Jd6Fa',
    } as NodeJS.ProcessEnv;
    const seen = new Set<string>();
    let first = '';
    // More requests than one block of random bytes holds (nonce.ts cuts 256 nonces from one).
    for (let i = 0; i < 600; i++) {
      const { policy, nonce } = await getPageCsp('/en/about-us', false, env);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const general = policy.replace(nonce, 'N');
      first ||= general;
      expect(general).toBe(first);
    }
    expect(first).toContain("script-src 'self' 'nonce-N'");
    // The embedded realtime server, by its exact local origins (never a wildcard host).
    expect(first).toContain("connect-src 'self' ws://localhost:6001 ws://127.0.0.1:6001;");
    expect(first).not.toContain('\u0000');
    // The scheme and the environment still shape the policy; the Host header never does.
    const https = await getPageCsp('/en/about-us', true, env);
    expect(https.policy).toContain('upgrade-insecure-requests');
    expect(https.policy).toContain("connect-src 'self';");
    const disabled = { ...env, REALTIME_DISABLED: 'true' } as NodeJS.ProcessEnv;
    const none = await getPageCsp('/en/about-us', false, disabled);
    expect(none.policy).not.toContain('ws://');
  });

  describe('requests that one render of a public page may answer', () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    afterEach(() => vi.useRealTimers());

    it('share one nonce per window on a public page, and name the window before', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const first = await getPageCsp('/en/terms-warm', false, env, true);
      const second = await getPageCsp('/en/terms-warm', false, env, true);
      expect(second.nonce).toBe(first.nonce);
      expect(second.policy).toBe(first.policy);
      // Another page: a nonce of its own.
      expect((await getPageCsp('/en/policy-warm', false, env, true)).nonce).not.toBe(first.nonce);
      // The next window: a new nonce, and the last one still admitted (a render it started may
      // still be answering); one more window and it is gone.
      vi.advanceTimersByTime(10_001);
      const later = await getPageCsp('/en/terms-warm', false, env, true);
      expect(later.nonce).not.toBe(first.nonce);
      expect(later.policy).toContain(`'nonce-${later.nonce}' 'nonce-${first.nonce}'`);
      vi.advanceTimersByTime(10_001);
      const after = await getPageCsp('/en/terms-warm', false, env, true);
      expect(after.policy).toContain(`'nonce-${later.nonce}'`);
      expect(after.policy).not.toContain(first.nonce);
      // A page nobody asked for in a whole window starts afresh, naming no older nonce.
      vi.advanceTimersByTime(30_000);
      const fresh = await getPageCsp('/en/terms-warm', false, env, true);
      expect(fresh.policy).not.toContain(after.nonce);
    });

    it('keep a stored copy admitted by its hashes, and never share on a private page', async () => {
      await pageScriptIndex().put('/en/about-warm', [sha('stored()')]);
      const c = await getPageCsp('/en/about-warm', false, env, true);
      const d = await getPageCsp('/en/about-warm', false, env, true);
      expect(d.nonce).toBe(c.nonce);
      expect(d.policy).toContain(`'nonce-${d.nonce}' ${sha('stored()')}`);
      expect(d.cached).toBe(true);
      const a = await getPageCsp('/en/profile', false, env, !isPrivatePath('/profile'));
      const b = await getPageCsp('/en/profile', false, env, !isPrivatePath('/profile'));
      expect(a.nonce).not.toBe(b.nonce);
    });

    it('tells private pages from public ones as the guards do', () => {
      for (const path of [
        '/profile',
        '/profile/wallet',
        '/contact-requests/chat',
        '/my-contact-requests',
      ]) {
        expect(isPrivatePath(path), path).toBe(true);
      }
      for (const path of [
        '/',
        '/about-us',
        '/auth/login',
        '/advertisements/x',
        '/investments',
        '/notifications',
      ]) {
        expect(isPrivatePath(path), path).toBe(false);
      }
    });
  });
});
