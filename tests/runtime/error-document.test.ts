import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderErrorDocument } from '@/lib/errors/error-document';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
// @ts-expect-error a plain-ESM script without types
import { MARKER, patchRuntime, runtimeFiles } from '../../scripts/patch-next-error-document.mjs';

const h = createElement as unknown as Parameters<typeof renderErrorDocument>[0];
const render = (pathname: string, status: number) =>
  renderToStaticMarkup(renderErrorDocument(h, { pathname }, status) as React.ReactElement);

// The shape of getErrorRSCPayload in Next 16.4's minified page runtime, reduced to what is patched.
const MINIFIED =
  'async function q(e,t,r,n,a){let{componentMod:{createMetadataComponents:l,createElement:u,Fragment:c},url:d}=t,f=null,h=null;' +
  'if(a){let a=l({});f=a.Viewport,h=a.Metadata}let p=u(c,{key:"h"},u(i1,{createElement:u,pagePath:t.pagePath,' +
  'statusCode:t.res.statusCode}),f?u(f,null):null,"",h?u(h,null):null);' +
  'let y=u("html",{id:"__next_error__"},u("head",null),u("body",null,null)),v=1;return y}';

describe("Next's error shell, patched (scripts/patch-next-error-document.mjs)", () => {
  it('asks the hook for the document and drops the page metadata only when a hook is installed', () => {
    const patched = patchRuntime(MINIFIED) as string;
    expect(patched).toContain(
      `${MARKER}(globalThis.__nextErrorDocument?.(u,t.url,t.res.statusCode)??u("html",{id:"__next_error__"}`,
    );
    expect(patched).toContain('h&&!globalThis.__nextErrorDocument?u(h,null):null');
    expect(patched).toContain('f?u(f,null):null'); // the viewport (charset, width) stays
    expect(patchRuntime(patched)).toBe(patched);
  });

  it('refuses a runtime whose shell it does not recognise', () => {
    expect(patchRuntime(MINIFIED.replace('__next_error__', '__next_fail__'))).toBeNull();
  });

  it('is applied to every production page runtime installed (postinstall)', () => {
    const files = runtimeFiles() as string[];
    expect(files.some((f) => f.endsWith('app-page-turbo.runtime.prod.js'))).toBe(true);
    for (const file of files) expect(readFileSync(file, 'utf8')).toContain(MARKER);
  });
});

describe('the error document (lib/errors/error-document.ts)', () => {
  it('is in the language of the path, with SPEC 8 texts and the status', () => {
    const html = render('/ar/advertisements/results', 500);
    expect(html).toMatch(/^<html id="__next_error__" lang="ar" dir="rtl">/);
    expect(html).toContain(`<title>${ar.app.name} - ${ar.titles.error}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ar.errors.serverTitle}</h1>`));
    expect(html).not.toContain('<style');
    expect(html).toContain(ar.errors.serverStatus.replace('{status}', '500'));
    expect(html).toContain(ar.errors.serverMessage);
    expect(html).toContain(ar.errors.serverDescription);
    expect(html).toMatch(new RegExp(`<a href="/ar"[^>]*>${ar.nav.backHome}</a>`));
  });

  it('falls back to the default language and shows the status it is given', () => {
    const html = render('/weird/path', 503);
    expect(html).toContain('lang="en" dir="ltr"');
    expect(html).toContain(en.errors.serverStatus.replace('{status}', '503'));
    const missing = render('/en/x/%3Cb%3E', 404);
    expect(missing).toMatch(new RegExp(`<h1[^>]*>${en.errors.notFoundTitle}</h1>`));
    expect(missing).toContain('Page Not Found: /en/x/&lt;b&gt;');
    expect(render('/en/%E0%A4%A', 404)).toContain('Page Not Found: /en/%E0%A4%A');
  });

  it("leaves redirects to Next's own shell", () => {
    expect(renderErrorDocument(h, { pathname: '/en/profile' }, 307)).toBeNull();
  });
});
