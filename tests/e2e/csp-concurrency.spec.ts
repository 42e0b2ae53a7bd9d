import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO, messages, signInAs } from './helpers';
import { startServer, waitForHealth } from './server-process';

/**
 * After a publish the catalogue expires at once, and the visitors who ask for it while Next renders
 * it again all get that one render, whose scripts carry the nonce of the request that started it.
 * Each of them must still get a policy that admits those scripts, or the page never hydrates: the
 * policy stored with the copy (cache-handlers/page-policy.mjs), which Next sends with every answer
 * from that render. Its own server: the publish touches only its data.
 */

const t = messages.en.ownerListings.status;

/** The bodies of a page's inline scripts that run (JSON-LD is data: CSP does not apply to it). */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((match) => ({ attributes: match[1] ?? '', body: match[2] ?? '' }))
    .filter(({ attributes, body }) => body && !attributes.includes('type="application/ld+json"'));
}

/** Inline scripts a response's policy would block: none when its nonce or every hash is named. */
function blockedScripts(policy: string, html: string): number {
  const nonce = /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
  if (nonce && policy.includes(`'nonce-${nonce}'`)) return 0;
  const bodies = inlineScripts(html).map(({ body }) => body);
  return bodies.filter(
    (body) =>
      !policy.includes(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`),
  ).length;
}

/** Six requests at once: how many inline scripts each answer's policy blocks. */
async function burst(url: string): Promise<number[]> {
  return Promise.all(
    Array.from({ length: 6 }, async () => {
      const response = await fetch(url, { headers: { 'accept-language': 'en' } });
      const policy = response.headers.get('content-security-policy') ?? '';
      // One policy: a second one (the resource policy of next.config.ts) would block every script.
      expect(policy).not.toContain(',');
      return blockedScripts(policy, await response.text());
    }),
  );
}

test('visitors arriving together after a publish all get a page their policy lets run', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startServer({
    AUTH_SECRET: 'csp-concurrency-spec-auth-secret-7d41c2a9',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    SEED_DEMO: 'true',
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    expect(await waitForHealth(server.url)).toBe(200);
    // A nonce a client names in its own CSP request header never becomes the render's: the
    // server drops the header and gives the render a sealed nonce of its own, which every script
    // Next writes carries (cache-handlers/page-policy.mjs hashes those only).
    const chosen = await fetch(`${server.url}/en/terms`, {
      headers: { 'content-security-policy': "script-src 'nonce-Y2hvc2VuLWJ5LWNsaWVudA=='" },
    });
    const terms = await chosen.text();
    expect(terms).not.toContain('Y2hvc2VuLWJ5LWNsaWVudA==');
    const scripts = inlineScripts(terms);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(({ attributes }) => !/ nonce="[^"]+"/.test(attributes))).toEqual([]);
    expect(blockedScripts(chosen.headers.get('content-security-policy') ?? '', terms)).toBe(0);
    // A cached page's policy comes with its copy (cache-handlers/page-policy.mjs), the first
    // render's included, whoever asked first, with or without the request layer.
    for (const path of ['/en', '/ar/about-us', '/en/contact-us', '/ar/auth/login']) {
      const first = await burst(`${server.url}${path}`);
      expect(first, `${path}, first requests after start`).toEqual([0, 0, 0, 0, 0, 0]);
    }
    const page = await context.newPage();
    await signInAs(page, DEMO.owner, 'en');
    await page.goto('/en/profile/advertisements');
    const links = await page
      .locator('a')
      .evaluateAll((anchors) =>
        anchors
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => /\/en\/profile\/advertisements\/[0-9a-f-]{36}$/.test(href)),
      );
    const unpublish = page.getByRole('button', { name: t.unpublish, exact: true });
    for (const href of links) {
      await page.goto(href);
      if (await unpublish.count()) break;
    }

    const catalogue = `${server.url}/en/advertisements`;
    await fetch(catalogue); // cached before the change
    for (const [button, done] of [
      [t.unpublish, t.changed.draft],
      [t.publish, t.changed.published],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
      // The home page lists the newest listings: it expires with the catalogue.
      for (const url of [catalogue, `${server.url}/en`]) {
        expect(await burst(url), `${url} after "${button}"`).toEqual([0, 0, 0, 0, 0, 0]);
      }
    }
  } finally {
    await context.close();
    server.stop();
  }
});
