import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
});
