// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageScriptHashes } from '@/cache-handlers/page-scripts.mjs';
import { asciiHtml, MAX_STRING_HTML, servedHtml } from '@/cache-handlers/served-html.mjs';

/** An English page as React renders it: a few characters beyond ASCII in text, attributes, scripts. */
const english = [
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><title>About us — Fursa</title>',
  '<meta name="description" content="Fursa’s promise: café owners &amp; investors"/></head>',
  '<body><a href="/ar/about-us" hrefLang="ar" lang="ar">العربية</a>',
  '<p>Owners’ listings, “verified”, 2 × faster, price ≥ 100 € 😀, naïve</p><!-- -->',
  '<textarea>قيمة</textarea><footer>© Fursa</footer>',
  '<script>self.__next_f.push([1,"0:{\\"label\\":\\"العربية ’ 😀\\",\\"q\\":\\"\\\\\\\\\\"}"])</script>',
  '<script type="application/ld+json">{"name":"Fursa · فرصة"}</script>',
  '<p>',
  'Plain English text. '.repeat(200),
  '</p></body></html>',
].join('');

/** What the browser builds: every text, every attribute, and what each script evaluates to. */
function documentOf(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...doc.querySelectorAll('script')].map((script) => {
    if (script.type === 'application/ld+json') return JSON.parse(script.textContent ?? '');
    const pushed: unknown[] = [];
    runInNewContext(script.textContent ?? '', { self: { __next_f: pushed } });
    return pushed;
  });
  doc.querySelectorAll('script').forEach((script) => script.remove());
  const attributes = [...doc.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.tagName}.${a.name}=${a.value}`),
  );
  return { title: doc.title, text: doc.documentElement.textContent, attributes, scripts };
}

const isAscii = (s: string) => [...s].every((c) => c.codePointAt(0)! <= 0x7f);

describe('a cached page served as an ASCII string (served-html.mjs)', () => {
  it('escapes the characters beyond ASCII so the browser builds the same document', () => {
    const escaped = asciiHtml(english);
    expect(escaped).not.toBeNull();
    expect(isAscii(escaped!)).toBe(true);
    expect(escaped).toContain('&#x627;'); // ا in text
    expect(escaped).toContain('\\u0627'); // and in a script's string literal
    expect(escaped).toContain('na&#xef;ve'); // Latin-1 too: V8 only copies ASCII straight through
    expect(escaped).toContain('&#xa9; Fursa'); // the footer's copyright sign
    expect(documentOf(escaped!)).toEqual(documentOf(english));
    expect(documentOf(english).scripts[0]).toEqual([[1, '0:{"label":"العربية ’ 😀","q":"\\\\"}']]);
  });

  it('gives Next that string for an English page, and UTF-8 bytes for an Arabic or large one', () => {
    expect(typeof servedHtml(english)).toBe('string');
    const arabic = english.replace(/Plain English text\. /g, 'نص عربي واضح. ');
    expect(asciiHtml(arabic)).toBeNull();
    const bytes = servedHtml(arabic);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString('utf8')).toBe(arabic);
    // A listing written in Arabic on an English page (a few characters in a hundred) still pays
    // as a string; one in 25 or more does not.
    const titled = (n: number) =>
      english.replace('</body>', `<h1 dir="auto">${'مقهى مختص '.repeat(n)}</h1></body>`);
    const few = titled(12);
    expect(few.match(/[^\x00-\x7f]/g)!.length / few.length).toBeGreaterThan(0.02);
    expect(servedHtml(few)).toBe(asciiHtml(few));
    expect(documentOf(asciiHtml(few)!)).toEqual(documentOf(few));
    expect(Buffer.isBuffer(servedHtml(titled(30)))).toBe(true);
    const large = english.replace('</body>', `<p>${'x'.repeat(MAX_STRING_HTML)}</p></body>`);
    expect(Buffer.isBuffer(servedHtml(large))).toBe(true);
  });

  it('leaves a page as bytes where no escape is safe: a style sheet or a comment with such text', () => {
    const styled = english.replace('<title>', '<style>p::before{content:"→"}</style><title>');
    expect(asciiHtml(styled)).toBeNull();
    expect(asciiHtml(english.replace('<!-- -->', '<!-- → -->'))).toBeNull();
    // A backslash right before the character: `\\u2019` would no longer be the character.
    expect(asciiHtml(english.replace('self.__next_f', '"\\’";self.__next_f'))).toBeNull();
  });

  it('lets both forms of the page’s inline scripts run under its Content-Security-Policy', () => {
    // As rendered with a nonce: only the scripts carrying it are hashed (trusted-scripts.mjs).
    const html = english
      .replace(
        '</head>',
        '<script src="/_next/static/chunks/a.js" async="" nonce="n0"></script></head>',
      )
      .replace('<script>', '<script nonce="n0">');
    const hashes = pageScriptHashes({ html });
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const bodies = (page: string) =>
      [...page.matchAll(/<script nonce="n0">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(bodies(html)).toHaveLength(1);
    for (const body of [...bodies(html), ...bodies(asciiHtml(html)!)]) {
      expect(hashes).toContain(sha(body));
    }
  });
});
