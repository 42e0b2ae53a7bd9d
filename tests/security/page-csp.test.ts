import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  getPageCsp,
  getPrerenderedScriptHashes,
  hashInlineScripts,
} from '@/lib/server/security/page-csp';
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

  it('reads the prerendered file, follows its rewrites and refuses paths outside the folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'en'));
    const file = path.join(dir, 'en', 'about-us.html');
    writeFileSync(file, '<script>one()</script>');
    expect(getPrerenderedScriptHashes('/en/about-us', dir)).toEqual([sha('one()')]);
    // ISR rewrote the page: new content, new mtime, new hashes.
    writeFileSync(file, '<script>two()</script>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(getPrerenderedScriptHashes('/en/about-us', dir)).toEqual([sha('two()')]);
    expect(getPrerenderedScriptHashes('/en/profile', dir)).toBeNull();
    expect(getPrerenderedScriptHashes('/en/../../etc/passwd', dir)).toBeNull();
    expect(getPrerenderedScriptHashes('/en/%2e%2e/x', dir)).toBeNull();
  });

  it('prefers the run-time regeneration Next keeps in its route cache over the build copy', () => {
    const app = mkdtempSync(path.join(tmpdir(), 'csp-app-'));
    const routes = mkdtempSync(path.join(tmpdir(), 'csp-routes-'));
    writeFileSync(path.join(app, 'en.html'), '<script>built()</script>');
    mkdirSync(path.join(routes, 'other-route', '$'), { recursive: true });
    mkdirSync(path.join(routes, 'home-route', '$'), { recursive: true });
    expect(getPrerenderedScriptHashes('/en', app, routes)).toEqual([sha('built()')]);
    const regenerated = path.join(routes, 'home-route', '$', 'en.html');
    writeFileSync(regenerated, '<script>regenerated()</script>');
    utimesSync(regenerated, new Date(), new Date(Date.now() + 5000));
    expect(getPrerenderedScriptHashes('/en', app, routes)).toEqual([sha('regenerated()')]);
    // A page generated only at run time (a listing) has no build copy at all.
    mkdirSync(path.join(routes, 'home-route', '$', 'en', 'advertisements'), { recursive: true });
    writeFileSync(
      path.join(routes, 'home-route', '$', 'en', 'advertisements', 'x.html'),
      '<script>ad()</script>',
    );
    expect(getPrerenderedScriptHashes('/en/advertisements/x', app, routes)).toEqual([sha('ad()')]);
    expect(getPrerenderedScriptHashes('/en/../x', app, routes)).toBeNull();
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
