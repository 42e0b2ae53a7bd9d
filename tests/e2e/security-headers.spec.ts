import { expect, test, type Page } from '@playwright/test';
import { grade } from '../security/observatory';
import { expectRouterHydrated } from './helpers';
import { PUBLIC_ROUTES } from './routes';

/**
 * The headers the server really sends, scored with the Observatory's rules (tests/security/
 * observatory.ts), and the strict CSP holding in a browser: every public page runs its scripts
 * (hashes for cached pages, a nonce otherwise) without a single violation.
 */

// e2e trusts the loopback as a TLS proxy (TRUSTED_PROXIES): this is how a request that reached
// the proxy over https arrives.
const HTTPS = { 'x-forwarded-proto': 'https' };

test('every kind of response scores at least 110 on the Observatory rules over https', async ({
  request,
}) => {
  for (const path of [
    '/en',
    '/en/about-us',
    '/en/auth/login',
    '/ar/profile/wallet',
    '/api/health',
    '/builds/latest.json?t=1',
    '/icon.svg',
  ]) {
    const response = await request.get(path, { headers: HTTPS, maxRedirects: 0 });
    const headers = new Headers();
    for (const { name, value } of response.headersArray()) headers.append(name, value);
    const { score, results } = grade(headers);
    expect(score, `${path}: ${JSON.stringify(results)}`).toBeGreaterThanOrEqual(110);
    expect(headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/);
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  }
});

test('HSTS only over https; the page policy has no unsafe script source', async ({ request }) => {
  const plain = await request.get('/en/about-us');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const csp = plain.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'(nonce|sha256)-/);
  expect(scriptSrc).not.toContain('unsafe');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
});

test('cached pages carry their copy’s policy (hashes, no nonce); the others a nonce each', async ({
  request,
}) => {
  const scriptSrc = async (path: string, status = 200) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    const policies = response
      .headersArray()
      .filter((h) => /^content-security-policy$/i.test(h.name));
    expect(policies, path).toHaveLength(1);
    return policies[0]!.value.split('; ').find((d) => d.startsWith('script-src')) ?? '';
  };
  // cache-handlers/open-pages.mjs isCachedPage: the policy stored with the copy, whether the
  // request layer saw the request or not; nobody makes a nonce for it.
  for (const lang of ['en', 'ar']) {
    for (const rest of [
      '',
      '/about-us',
      '/policy',
      '/terms',
      '/contact-us',
      '/auth/login',
      '/advertisements',
      '/investments',
      '/advertisements?sort=price_asc',
    ]) {
      // Twice: the render that stores the copy, then an answer from the copy.
      for (let visit = 0; visit < 2; visit += 1) {
        const sources = await scriptSrc(`/${lang}${rest}`);
        expect(sources, `/${lang}${rest}`).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
      }
    }
  }
  // Rendered for one request: a search, a 404 page.
  expect(await scriptSrc('/en/advertisements?q=villa')).toMatch(
    /^script-src 'self' 'nonce-[^']+'$/,
  );
  expect(await scriptSrc('/ar/no-such-page', 404)).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
});

test('connect-src names the realtime server’s exact origin, never a wildcard host', async ({
  request,
}) => {
  // playwright.config.ts: the embedded server on 127.0.0.1 at E2E_REALTIME_PORT, no public host,
  // so only a plain-http localhost page reaches it (components/realtime/client-options.ts).
  const port = process.env.E2E_REALTIME_PORT ?? '6011';
  const connectSrc = async (path: string, headers: Record<string, string> = {}) => {
    const csp = (await request.get(path, { headers })).headers()['content-security-policy'] ?? '';
    const directive = csp.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';
    const sources = directive.split(' ').slice(1);
    expect(
      sources.filter((s) => s.includes('*')),
      path,
    ).toEqual([]);
    return sources.filter((s) => /^wss?:/.test(s));
  };
  for (const path of ['/en/about-us', '/en/contact-us', '/ar/auth/login']) {
    expect(await connectSrc(path), path).toEqual([
      `ws://localhost:${port}`,
      `ws://127.0.0.1:${port}`,
    ]);
  }
  // Over https (a trusted proxy's X-Forwarded-Proto) no page rendered for the request can reach a
  // local server. A cached copy's policy is written without a request, so it names the plain-http
  // origins too, which a browser on an https page never opens (mixed content).
  expect(await connectSrc('/en/advertisements?q=villa', HTTPS)).toEqual([]);
});

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${location.pathname} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('public pages run under the strict policy without a violation, and hydrate', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const { path } of PUBLIC_ROUTES.filter(
    (r) => !r.path.startsWith('/advertisements') && !r.path.startsWith('/investments'),
  )) {
    for (const lang of ['en', 'ar']) {
      await page.goto(`/${lang}${path}`);
      await expectRouterHydrated(page);
    }
  }
  expect(violations).toEqual([]);
});

test('cached catalogue and detail pages run their scripts, rendered afresh and from the cache', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const hydrated = () => expectRouterHydrated(page);
  for (const lang of ['en', 'ar']) {
    for (const base of ['/advertisements', '/investments']) {
      const list = await page.request.get(`/${lang}${base}`);
      const id = new RegExp(`href="/${lang}${base}/([0-9a-f-]{36})"`).exec(await list.text())?.[1];
      expect(id, `a card on ${base}`).toMatch(/^[0-9a-f-]{36}$/);
      // Each page twice: the first visit may render it, the second is served from the cache;
      // both answers carry the policy the cache handler stored with the copy.
      for (const path of [
        `/${lang}${base}`,
        `/${lang}${base}?sort=newest`,
        `/${lang}${base}/${id}`,
      ]) {
        for (let visit = 0; visit < 2; visit += 1) {
          await page.goto(path);
          await hydrated();
        }
      }
    }
  }
  expect(violations).toEqual([]);
});
