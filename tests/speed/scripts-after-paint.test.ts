import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hashInlineScripts } from '@/cache-handlers/page-scripts.mjs';
import {
  pageScriptSources,
  scriptsAfterFirstPaint,
} from '@/cache-handlers/scripts-after-paint.mjs';

/** A page's head and body as Next 16 writes them (cut from a served /ar). */
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const next = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  chunk('a'),
  chunk('b'),
  chunk('turbopack-c'),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>فرصة</title></head><body><main><p>نص الصفحة</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1])</script>',
  chunk('webpack'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '</body></html>',
].join('');

/** The loader's inline script, run with a stand-in browser: what it appends, and when. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const body = /<script id="fursa-scripts"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  runInNewContext(body, {
    document: {
      visibilityState,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return { appended, frames, timers };
}

describe('chunk scripts after the first frame (scripts-after-paint.mjs)', () => {
  const moved = scriptsAfterFirstPaint(next);

  it('takes the chunk scripts and their preload out of the page and keeps everything else', () => {
    expect(moved).not.toMatch(/<script src="[^"]+" async="">/);
    expect(moved).not.toContain('rel="preload" as="script"');
    expect(moved).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
    const inline = (html: string) =>
      [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    // The page's own inline scripts, in order, then the loader, last in <body>.
    expect(inline(moved).slice(0, -1)).toEqual(inline(next));
    expect(moved).toMatch(/<script id="fursa-scripts">[^<]*<\/script><\/body><\/html>$/);
    expect(moved.replace(/<script id="fursa-scripts"[^>]*>[^<]*<\/script>/, '')).toContain(
      '<main><p>نص الصفحة</p></main>',
    );
  });

  it('asks for the same scripts, in the same order, async, once the first frame is done', () => {
    const { appended, frames, timers } = runLoader(moved, 'visible');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame()); // the frame is produced…
    expect(appended).toEqual([]);
    timers.find((t) => t.ms === 0)!.fn(); // …and the task after it runs
    expect(appended).toEqual(
      ['a', 'b', 'turbopack-c', 'webpack'].map((name) => ({
        src: `/_next/static/chunks/${name}.js`,
        async: true,
      })),
    );
    // The safety timer (a first frame slower than a second) does not add them twice.
    timers.find((t) => t.ms === 1000)!.fn();
    expect(appended).toHaveLength(4);
  });

  it('asks at once in a hidden tab, which produces no frames', () => {
    const { appended, frames } = runLoader(moved, 'hidden');
    expect(appended).toHaveLength(4);
    expect(frames).toEqual([]);
  });

  it('without a first frame within a second, asks anyway', () => {
    const { appended, timers } = runLoader(moved, 'visible');
    timers.find((t) => t.ms === 1000)!.fn();
    expect(appended).toHaveLength(4);
  });

  it('counts the same files before and after (the JavaScript budget reads both)', () => {
    expect(pageScriptSources(moved).sort()).toEqual(pageScriptSources(next).sort());
    expect(pageScriptSources(next)).toHaveLength(5);
  });

  it('is applied once, and leaves a page without chunk scripts or <body> as it is', () => {
    expect(scriptsAfterFirstPaint(moved)).toBe(moved);
    const plain = '<!DOCTYPE html><html><head></head><body><p>404</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const cut = next.replace('</body></html>', '');
    expect(scriptsAfterFirstPaint(cut)).toBe(cut);
  });

  it('gives the loader the nonce of the render, for the response that stores it', () => {
    // That response's policy names the nonce only (proxy.ts); later copies are admitted by hashes.
    // As React writes them when the render has a nonce.
    const nonced = next
      .replace(/(<script src="[^"]+") async=""(.{0,400}<\/head>)/s, '$1 async="" nonce="n0nce"$2')
      .replace(/(<script src="[^"]+") async=""/g, '$1 nonce="n0nce" async=""')
      .replace(/<script>|<script id="_R_">/g, (tag) =>
        tag.replace('<script', '<script nonce="n0nce"'),
      )
      .replace('fetchPriority="low" href', 'fetchPriority="low" nonce="n0nce" href');
    expect(scriptsAfterFirstPaint(nonced)).toMatch(
      /<script id="fursa-scripts" nonce="n0nce">[^<]*<\/script><\/body>/,
    );
    expect(scriptsAfterFirstPaint(nonced)).not.toMatch(
      /<script src="[^"]+" (nonce="n0nce" )?async=""/,
    );
    expect(scriptsAfterFirstPaint(nonced)).not.toContain('rel="preload" as="script"');
    expect(pageScriptSources(scriptsAfterFirstPaint(nonced))).toHaveLength(5);
  });

  it('gives the loader a hash of its own in the page policy (page-scripts.mjs)', () => {
    const hashes = hashInlineScripts(moved);
    expect(hashes).toHaveLength(hashInlineScripts(next).length + 1);
    expect(hashes).toEqual(expect.arrayContaining(hashInlineScripts(next)));
  });
});
