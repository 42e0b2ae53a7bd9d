import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import { DEMO, expectRouterHydrated, messages, signInAs } from './helpers';
import { startServer, waitForHealth, type Started } from './server-process';

/**
 * two `next start` processes on one PostgreSQL database and one Redis, as behind a
 * load balancer. A listing unpublished and published again through one instance changes the
 * cached catalogue and detail page served by the other at once, and the other's cached copies
 * still run their scripts under the Content-Security-Policy stored with each copy in Redis.
 */

const PG = process.env.E2E_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = `fursa_e2e_instances_${process.pid}`;
const BUILD_ID = readFileSync('.next/BUILD_ID', 'utf8').trim();
const t = messages.en.ownerListings.status;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** This build's cache in Redis starts empty (an earlier run used another database). */
async function clearBuildCache() {
  const redis = createClient({ url: REDIS });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `fursa:${BUILD_ID}:*`, COUNT: 500 })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.quit();
}

/** The account's published advertisements, read from the shared database. */
async function publishedAdsOf(email: string): Promise<string[]> {
  const url = new URL(PG);
  url.pathname = `/${DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT a.id FROM advertisements a JOIN users u ON u.id = a.owner_id
        WHERE u.email = $1 AND a.status = 'published'`,
      [email],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

let first: Started;
let second: Started;

test.beforeAll(async () => {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await c.query(`CREATE DATABASE ${DATABASE}`);
  });
  await clearBuildCache();
  const url = new URL(PG);
  url.pathname = `/${DATABASE}`;
  const shared = {
    DATABASE_URL: url.toString(),
    REDIS_URL: REDIS,
    AUTH_SECRET: 'instances-spec-auth-secret-5d1f0b93e7a24c68',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    TRUSTED_PROXIES: '127.0.0.1/8, ::1',
  };
  // One after the other: the first applies the migrations and seeds the demo data.
  first = await startServer({ ...shared, SEED_DEMO: 'true' });
  expect(await waitForHealth(first.url, 90_000), first.output()).toBe(200);
  second = await startServer(shared);
  expect(await waitForHealth(second.url, 90_000), second.output()).toBe(200);
});

test.afterAll(async () => {
  first?.stop();
  second?.stop();
  await clearBuildCache();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
});

async function catalogue(base: string) {
  const response = await fetch(`${base}/en/advertisements`);
  const html = await response.text();
  return {
    cache: response.headers.get('x-nextjs-cache'),
    total: Number(/data-total="(\d+)"/.exec(html)?.[1] ?? -1),
    html,
  };
}

/** Hydrates the page in a fresh browser context and collects CSP violations on the way. */
async function runsUnderPolicy(browser: Browser, base: string, path: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  await page.goto(path);
  await expectRouterHydrated(page);
  await context.close();
  return violations;
}

test('a change published through one instance is what the other serves, from its cache', async ({
  browser,
}) => {
  // The second instance caches the catalogue (a hit on its second request).
  const before = await catalogue(second.url);
  expect(before.total).toBeGreaterThan(0);
  expect((await catalogue(second.url)).cache).toMatch(/HIT|STALE/);

  // The owner unpublishes one of their advertisements shown on that page, through the first.
  const context = await browser.newContext({ baseURL: first.url });
  const page = await context.newPage();
  await signInAs(page, DEMO.owner, 'en');
  const id = (await publishedAdsOf(DEMO.owner.email)).find((ad) =>
    before.html.includes(`/en/advertisements/${ad}"`),
  );
  expect(id, 'an advertisement of the owner on the first page').toMatch(/^[0-9a-f-]{36}$/);
  const detail = `/en/advertisements/${id}`;
  // Cached on the second instance while published.
  expect((await fetch(`${second.url}${detail}`)).status).toBe(200);
  expect((await fetch(`${second.url}${detail}`)).headers.get('x-nextjs-cache')).toMatch(
    /HIT|STALE/,
  );

  await page.goto(`/en/profile/advertisements/${id}`);
  await page.getByRole('button', { name: t.unpublish, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.changed.draft })).toBeVisible();

  // The other instance: one listing fewer, and the detail page is a 404.
  const without = await catalogue(second.url);
  expect(without.total).toBe(before.total - 1);
  expect(without.html.includes(detail), 'gone from the catalogue').toBe(false);
  await expect.poll(async () => (await fetch(`${second.url}${detail}`)).status).toBe(404);

  // Published again through the first: back on the second.
  await page.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.changed.published })).toBeVisible();
  const again = await catalogue(second.url);
  expect(again.total).toBe(before.total);
  expect(again.html.includes(detail), 'back in the catalogue').toBe(true);
  expect((await fetch(`${second.url}${detail}`)).status).toBe(200);
  await context.close();

  // Pages the first instance rendered and stored run their scripts when the second serves them.
  for (const path of ['/en/advertisements', detail, '/ar/about-us']) {
    // Once the first has stored its copy (a HIT: Next stores a render after answering it), the
    // second serves that copy with the policy stored beside it.
    await expect
      .poll(async () => (await fetch(`${first.url}${path}`)).headers.get('x-nextjs-cache'))
      .toBe('HIT');
    expect(await runsUnderPolicy(browser, second.url, path), path).toEqual([]);
  }
});

test('requests that arrive together for one cached page each get the whole page', async () => {
  // With Redis, every request that asks for a page while its copy is on the way from Redis is
  // handed the same cache entry (Next's response cache): each must still get the whole page.
  for (const path of ['/ar', '/en', '/ar/about-us']) {
    const url = `${second.url}${path}`;
    await expect.poll(async () => (await fetch(url)).headers.get('x-nextjs-cache')).toBe('HIT');
    const whole = await (await fetch(url)).text();
    expect(whole).toMatch(/<\/html>$/);
    for (let round = 0; round < 3; round++) {
      const bodies = await Promise.all(
        Array.from({ length: 30 }, () => fetch(url).then((response) => response.text())),
      );
      expect(bodies.filter((body) => body !== whole).length, path).toBe(0);
    }
  }
});
