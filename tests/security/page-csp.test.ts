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

  it('gives a page rendered per request a fresh nonce every time', () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    const a = getPageCsp('/en/profile/wallet', true, env);
    const b = getPageCsp('/en/profile/wallet', true, env);
    expect(a.nonce).toBeTruthy();
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.policy).toContain(`'nonce-${a.nonce}'`);
    expect(a.policy).not.toContain("unsafe-inline' ");
  });
});
