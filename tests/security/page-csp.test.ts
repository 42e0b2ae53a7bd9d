import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrivatePath } from '@/lib/auth/guards';
import { getPageCsp, hashInlineScripts } from '@/lib/server/security/page-csp';
import { pageScriptIndex } from '@/cache-handlers/page-scripts.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('page CSP', () => {
  it('hashes each inline script body and skips scripts with a src', () => {
    const html =
      '<script src="/_next/static/a.js" async></script><script>self.__next_f.push([0])</script>' +
      '<script nonce="">self.__next_f.push([1,"x"])</script><script type="application/ld+json">{}</script>';
    expect(hashInlineScripts(html)).toEqual([
      sha('self.__next_f.push([0])'),
      sha('self.__next_f.push([1,"x"])'),
      sha('{}'),
    ]);
  });

  it('gives every page a fresh nonce, and a cached page the hashes of its stored copies', async () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    const a = await getPageCsp('/en/profile/wallet', true, env);
    const b = await getPageCsp('/en/profile/wallet', true, env);
    expect(a.nonce).toBeTruthy();
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
    const env = { NODE_ENV: 'production', PUSHER_PORT: '6001' } as NodeJS.ProcessEnv;
    const seen = new Set<string>();
    let first = '';
    // More requests than one block of random bytes holds (page-csp.ts cuts 256 nonces from one).
    for (let i = 0; i < 600; i++) {
      const { policy, nonce } = await getPageCsp('/en/about-us', false, env, 'fursa.test');
      expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const general = policy.replace(nonce, 'N');
      first ||= general;
      expect(general).toBe(first);
    }
    expect(first).toContain("script-src 'self' 'nonce-N'");
    expect(first).toContain('ws://fursa.test:6001');
    expect(first).not.toContain('\u0000');
    // The scheme, the host name and the environment still shape the policy.
    const https = await getPageCsp('/en/about-us', true, env, 'fursa.test');
    expect(https.policy).toContain('upgrade-insecure-requests');
    const other = await getPageCsp('/en/about-us', false, env, 'other.test');
    expect(other.policy).toContain('ws://other.test:6001');
    const disabled = { ...env, REALTIME_DISABLED: 'true' } as NodeJS.ProcessEnv;
    const none = await getPageCsp('/en/about-us', false, disabled, 'fursa.test');
    expect(none.policy).not.toContain('ws://');
  });

  describe('requests that one render of a public page may answer', () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    afterEach(() => vi.useRealTimers());

    it('share one nonce per window on a public page, and name the window before', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const first = await getPageCsp('/en/terms-warm', false, env, 'h', true);
      const second = await getPageCsp('/en/terms-warm', false, env, 'h', true);
      expect(second.nonce).toBe(first.nonce);
      expect(second.policy).toBe(first.policy);
      // Another page: a nonce of its own.
      expect((await getPageCsp('/en/policy-warm', false, env, 'h', true)).nonce).not.toBe(
        first.nonce,
      );
      // The next window: a new nonce, and the last one still admitted (a render it started may
      // still be answering); one more window and it is gone.
      vi.advanceTimersByTime(10_001);
      const later = await getPageCsp('/en/terms-warm', false, env, 'h', true);
      expect(later.nonce).not.toBe(first.nonce);
      expect(later.policy).toContain(`'nonce-${later.nonce}' 'nonce-${first.nonce}'`);
      vi.advanceTimersByTime(10_001);
      const after = await getPageCsp('/en/terms-warm', false, env, 'h', true);
      expect(after.policy).toContain(`'nonce-${later.nonce}'`);
      expect(after.policy).not.toContain(first.nonce);
      // A page nobody asked for in a whole window starts afresh, naming no older nonce.
      vi.advanceTimersByTime(30_000);
      const fresh = await getPageCsp('/en/terms-warm', false, env, 'h', true);
      expect(fresh.policy).not.toContain(after.nonce);
    });

    it('keep a stored copy admitted by its hashes, and never share on a private page', async () => {
      await pageScriptIndex().put('/en/about-warm', [sha('stored()')]);
      const c = await getPageCsp('/en/about-warm', false, env, 'h', true);
      const d = await getPageCsp('/en/about-warm', false, env, 'h', true);
      expect(d.nonce).toBe(c.nonce);
      expect(d.policy).toContain(`'nonce-${d.nonce}' ${sha('stored()')}`);
      expect(d.cached).toBe(true);
      const a = await getPageCsp('/en/profile', false, env, 'h', !isPrivatePath('/profile'));
      const b = await getPageCsp('/en/profile', false, env, 'h', !isPrivatePath('/profile'));
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
