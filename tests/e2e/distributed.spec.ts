import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createClient } from 'redis';
import { startLocalS3, type LocalS3 } from '../files/s3-server';
import { asDistinctClient, DEMO, messages, signInAs } from './helpers';
import {
  freePort,
  scratchDatabase,
  startServer,
  waitForHealth,
  type Started,
} from './server-process';

/**
 * The whole distributed set-up at once, used as people use it: two `next start` instances (A and
 * B) on one PostgreSQL database and one Redis, their files in one S3 bucket (s3rver), and two
 * `npm run realtime` servers clustered through Redis. A publishes to realtime 1 and B to
 * realtime 2; every browser reaches the realtime tier through one round-robin TCP proxy that skips
 * a dead backend, as a load balancer would. Background jobs (notification delivery, saved-search
 * matching) run on pg-boss, so either instance may run any of them.
 */

const PG = process.env.E2E_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = `${process.pid}-${randomBytes(3).toString('hex')}`;
// The page cache of these two instances under a prefix of its own (the cache handler keys entries
// by BUILD_ID): several-instances.spec.ts and other runs share the Redis and this build.
const CACHE_ID = `${readFileSync('.next/BUILD_ID', 'utf8').trim()}-distributed-${RUN}`;
const REALTIME_PREFIX = `fursa-e2e-distributed:${RUN}`;
const APP = {
  id: 'fursa-dist',
  key: 'fursa-dist-key',
  secret: 'e2e-only-distributed-secret-8c2e41f7',
};

const PASSWORD = 'Demo!2345';
const SARA = { email: 'subscriber@fursa.local', password: PASSWORD }; // investor with a plan
const NORA = { email: 'nora@fursa.local', password: PASSWORD }; // another owner
const OMAR = DEMO.owner;
const t = messages.en;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

// ---------------------------------------------------------------------------------------------
// The realtime tier: two processes and the proxy in front of them.

type Realtime = { port: number; child: ChildProcess; output: () => string };

async function startRealtime(): Promise<Realtime> {
  const port = await freePort();
  const child = spawn(process.execPath, ['realtime-server/bin/realtime.mjs'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(port),
      // Every browser arrives through the proxy, from one address.
      REALTIME_MAX_CONNECTIONS_PER_IP: '1000',
      REALTIME_REDIS_URL: REDIS,
      REALTIME_REDIS_PREFIX: REALTIME_PREFIX,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`realtime did not start: ${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[realtime] server on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`realtime exited ${code}: ${output}`)));
  });
  return { port, child, output: () => output };
}

type Connection = { backend: number; socketId: string | null };

/**
 * A TCP round-robin balancer: each connection goes to the next backend that accepts it (a dead
 * one refuses, and the next is tried). It reads the socket id the realtime server announces
 * (`pusher:connection_established`, the first frame it sends) to know where each browser landed.
 * `pin(i)` sends new connections to backend i first, for a test that needs a given layout.
 */
async function roundRobinProxy(ports: number[]) {
  const connections: Connection[] = [];
  const sockets = new Set<net.Socket>();
  let turn = 0;
  let pinned: number | null = null;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    const first = pinned ?? turn++ % ports.length;
    const attempt = (tried: number) => {
      if (tried === ports.length || client.destroyed) return client.destroy();
      const backend = (first + tried) % ports.length;
      const upstream = net.connect(ports[backend]!, '127.0.0.1');
      let connected = false;
      // A refused connection tries the next backend; a reset later (a killed server) ends both.
      upstream.on('error', () => {
        if (!connected) attempt(tried + 1);
        else client.destroy();
      });
      upstream.once('connect', () => {
        connected = true;
        sockets.add(upstream);
        const connection: Connection = { backend, socketId: null };
        connections.push(connection);
        let head = '';
        const sniff = (chunk: Buffer) => {
          head += chunk.toString('latin1');
          const id = /socket_id\\?"\s*:\s*\\?"(\d+\.\d+)/.exec(head)?.[1];
          if (id || head.length > 8192) {
            connection.socketId = id ?? null;
            upstream.off('data', sniff);
          }
        };
        upstream.on('data', sniff);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    backendOf: (socketId: string) =>
      connections.find((c) => c.socketId === socketId)?.backend ?? null,
    pin: (backend: number | null) => void (pinned = backend),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Start-up and tear-down.

let skipReason: string | null = null;
let database: Awaited<ReturnType<typeof scratchDatabase>> = null;
let s3: LocalS3 | null = null;
const realtime: Realtime[] = [];
let proxy: Awaited<ReturnType<typeof roundRobinProxy>> | null = null;
let a: Started;
let b: Started;
// One browser per user for the whole file, signed in once: the session cookie is the host's
// (localhost), so it holds on both instances, as behind a load balancer.
const browsers: { sara?: BrowserContext; omar?: BrowserContext; nora?: BrowserContext } = {};

async function redisReachable(): Promise<boolean> {
  const client = createClient({
    url: REDIS,
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

async function dropRedisKeys(pattern: string) {
  const redis = createClient({ url: REDIS });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 500 })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.destroy();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  if (!(await redisReachable())) skipReason = `no Redis at ${REDIS} (E2E_REDIS_URL)`;
  else {
    database = await scratchDatabase(PG, 'fursa_e2e_distributed');
    if (!database) skipReason = `no PostgreSQL at ${PG} (E2E_PG_URL)`;
  }
  test.skip(skipReason !== null, skipReason ?? '');

  s3 = await startLocalS3('fursa-distributed');
  realtime.push(await startRealtime(), await startRealtime());
  proxy = await roundRobinProxy(realtime.map((server) => server.port));
  const shared = {
    ...s3.env,
    DATABASE_URL: database!.url.toString(),
    REDIS_URL: REDIS,
    BUILD_ID: CACHE_ID,
    AUTH_SECRET: 'distributed-spec-auth-secret-91c7e2a05d4b3f68',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    // The tests pose as many clients (asDistinctClient) through the loopback "proxy".
    TRUSTED_PROXIES: '127.0.0.1/8, ::1',
    JOBS_POLL_SECONDS: '1',
    REALTIME_DISABLED: 'false',
    REALTIME_EMBEDDED: 'false',
    PUSHER_APP_ID: APP.id,
    PUSHER_APP_KEY: APP.key,
    PUSHER_APP_SECRET: APP.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_SCHEME: 'http',
    PUSHER_PUBLIC_HOST: '127.0.0.1',
    PUSHER_PUBLIC_PORT: String(proxy.port),
  };
  // A first, alone: it applies the migrations and seeds the demo data (photos into the bucket).
  a = await startServer({ ...shared, SEED_DEMO: 'true', PUSHER_PORT: String(realtime[0]!.port) });
  expect(await waitForHealth(a.url, 120_000), a.output()).toBe(200);
  // B starts (startServer only spawns it) while the owners sign in on A.
  b = await startServer({ ...shared, PUSHER_PORT: String(realtime[1]!.port) });
  browsers.omar = await signedIn(browser, a, OMAR);
  browsers.nora = await signedIn(browser, a, NORA);
  expect(await waitForHealth(b.url, 90_000), b.output()).toBe(200);
  browsers.sara = await signedIn(browser, b, SARA);
});

test.afterAll(async () => {
  for (const context of Object.values(browsers)) await context.close();
  a?.stop();
  b?.stop();
  for (const server of realtime) server.child.kill('SIGTERM');
  await proxy?.close();
  await s3?.stop();
  if (skipReason === null) {
    await dropRedisKeys(`fursa:${CACHE_ID}:*`).catch(() => undefined);
    await dropRedisKeys(`${REALTIME_PREFIX}:*`).catch(() => undefined);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await database?.drop();
});

// ---------------------------------------------------------------------------------------------
// Browser helpers.

async function signedIn(
  browser: Browser,
  instance: Started,
  account: typeof SARA,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: instance.url });
  const page = await context.newPage();
  await asDistinctClient(page);
  await signInAs(page, account, 'en');
  await page.close();
  return context;
}

/** A channel subscription confirmed to the page, and the socket it was made on. */
type Subscription = { channel: string; socketId: string | null };
/** A tab, with what its realtime sockets received and the connection states it logged. */
type Tab = { page: Page; subscriptions: Subscription[]; events: string[]; states: string[] };

/** A new tab of the user's browser, opened at `path` of the instance. */
async function openTab(context: BrowserContext, instance: Started, path: string): Promise<Tab> {
  const page = await context.newPage();
  const tab: Tab = { page, subscriptions: [], events: [], states: [] };
  page.on('websocket', (socket) => {
    let socketId: string | null = null;
    socket.on('framereceived', ({ payload }) => {
      let frame: { event?: string; channel?: string; data?: string };
      try {
        frame = JSON.parse(String(payload)) as typeof frame;
      } catch {
        return;
      }
      if (frame.event === 'pusher:connection_established') {
        socketId = (JSON.parse(frame.data ?? '{}') as { socket_id?: string }).socket_id ?? null;
      } else if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel) {
        tab.subscriptions.push({ channel: frame.channel, socketId });
      } else if (frame.event && !frame.event.startsWith('pusher')) {
        tab.events.push(`${frame.event} ${frame.data ?? ''}`);
      }
    });
  });
  page.on('console', (message) => {
    if (message.text().startsWith('[realtime] ')) tab.states.push(message.text());
  });
  await page.goto(`${instance.url}${path}`);
  return tab;
}

/** Resolves once the tab's socket has subscribed to a channel whose name starts so. */
async function subscribed(tab: Tab, prefix: string, after = 0): Promise<Subscription> {
  let found: Subscription | undefined;
  await expect
    .poll(
      () => (found = tab.subscriptions.slice(after).findLast((s) => s.channel.startsWith(prefix))),
      {
        timeout: 15_000,
      },
    )
    .toBeTruthy();
  return found!;
}

/**
 * The realtime server (0: realtime 1, 1: realtime 2) holding the tab's chat subscription: the
 * newest one after its first `after` subscriptions.
 */
async function chatBackend(tab: Tab, after = 0): Promise<number> {
  const chat = await subscribed(tab, 'presence-chat-', after);
  const backend = chat.socketId ? proxy!.backendOf(chat.socketId) : null;
  expect(backend, 'the proxy saw the socket').not.toBeNull();
  return backend!;
}

/** Marks every notification read from the bell; the badge is gone. */
async function clearBell(page: Page) {
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  if (await page.getByTestId('notification-count').count()) {
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('bell-mark-all').click();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
}

/** Sara's seeded accepted conversation with Omar, opened from her list on the instance. */
async function openSeededConversation(instance: Started): Promise<{ tab: Tab; requestId: string }> {
  const tab = await openTab(browsers.sara!, instance, '/en/my-contact-requests/chat');
  await tab.page.getByTestId('conversation-link').filter({ hasText: 'Omar' }).first().click();
  await tab.page.waitForURL(/request=/);
  return { tab, requestId: new URL(tab.page.url()).searchParams.get('request')! };
}

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const tag = () => randomBytes(3).toString('hex');

/** Omar creates an advertisement with one photo on A and publishes it; its id. */
async function publishAdvertisement(title: string, city: string): Promise<string> {
  const m = t.ownerListings;
  const { page } = await openTab(browsers.omar!, a, '/en/profile/advertisements/add');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: m.form.title, exact: true }).fill(title);
  await page.getByRole('combobox', { name: m.form.category, exact: true }).selectOption('retail');
  await page.getByRole('combobox', { name: m.form.city, exact: true }).selectOption(city);
  await page.getByRole('textbox', { name: m.form.price, exact: true }).fill('120,000');
  await page
    .getByRole('textbox', { name: m.form.description, exact: true })
    .fill('A small shop with its fittings, stock and a lease running three more years.');
  await page.getByRole('button', { name: m.form.create }).click();
  await page.waitForURL(/\/profile\/advertisements\/[0-9a-f-]{36}\/edit\?created=1$/);
  const id = /advertisements\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
  await page.locator('[data-photo-input]').setInputFiles([fixture('listing-1.jpg')]);
  await expect(page.locator('[data-photo]')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: m.status.publish, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: m.status.changed.published }),
  ).toBeVisible();
  await page.close();
  return id;
}

/** Closes the tabs a test opened (their sockets leave presence), keeping the users signed in. */
async function closeTabs() {
  for (const context of Object.values(browsers)) {
    for (const page of context.pages()) await page.close();
  }
}

test.afterEach(closeTabs);

// ---------------------------------------------------------------------------------------------

test('(a) a photo uploaded through A is shown through B', async ({ browser }) => {
  const title = `Corner bookshop ${tag()}`;
  const id = await publishAdvertisement(title, 'amman');

  // A visitor on B opens the listing: its photo loads, served by B from the shared bucket.
  const visitor = await browser.newContext({ baseURL: b.url });
  const page = await visitor.newPage();
  await asDistinctClient(page);
  await page.goto(`/en/advertisements/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = page
    .getByTestId('photo-gallery')
    .locator(`img[src*="/files/listings/advertisement/${id}/"]`)
    .first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).origin).toBe(new URL(b.url).origin);
  const served = await fetch(src);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^image\//);
  await visitor.close();
});

test('(b) a chat message sent through A arrives live through B; presence shows both', async () => {
  // Each on a different realtime server: the message and the presence cross the cluster.
  proxy!.pin(1);
  const { tab: investor, requestId } = await openSeededConversation(b);
  expect(await chatBackend(investor)).toBe(1);
  proxy!.pin(0);
  const owner = await openTab(browsers.omar!, a, `/en/contact-requests/chat?request=${requestId}`);
  expect(await chatBackend(owner)).toBe(0);
  proxy!.pin(null);

  for (const tab of [investor, owner]) {
    await expect(tab.page.getByTestId('chat-presence')).toHaveText(t.chat.online);
  }

  // Omar writes through A (published to realtime 1); Sara's tab on B (realtime 2) shows it, from
  // the event her socket received.
  const body = `Through A to B ${tag()}`;
  const input = owner.page.getByLabel(t.chat.label);
  await input.fill(body);
  await input.press('Enter');
  const arrived = investor.page.getByTestId('chat-message').filter({ hasText: body });
  await expect(arrived).toHaveCount(1, { timeout: 10_000 });
  expect(
    investor.events.filter((e) => e.startsWith('chat.message') && e.includes(body)),
  ).toHaveLength(1);
  // And back: Sara answers through B, Omar sees it on A; Omar's bubble was read ("Seen").
  const reply = `Through B to A ${tag()}`;
  await investor.page.getByLabel(t.chat.label).fill(reply);
  await investor.page.getByLabel(t.chat.label).press('Enter');
  await expect(owner.page.getByTestId('chat-message').filter({ hasText: reply })).toHaveCount(1, {
    timeout: 10_000,
  });
  const mine = owner.page.getByTestId('chat-message').filter({ hasText: body });
  await expect(mine.getByTestId('chat-seen')).toHaveText(t.chat.seen);
  await expect(arrived).toHaveCount(1);
});

test('(c) a contact request made through B raises the owner`s bell on A', async () => {
  // One of Nora's listings Sara has not contacted yet, opened on B.
  const owner = await openTab(browsers.nora!, a, '/en/profile/advertisements');
  const hrefs = await owner.page
    .locator('a[href*="/profile/advertisements/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((h) => /\/([0-9a-f-]{36})$/.exec(h)?.[1]).filter(Boolean))];
  const investor = await openTab(browsers.sara!, b, '/en/profile');
  let title: string | null = null;
  for (const id of ids) {
    await investor.page.goto(`${b.url}/en/advertisements/${id}`);
    const block = investor.page.getByTestId('contact-owner');
    await expect(block).not.toHaveAttribute('aria-busy', 'true');
    if (await block.locator('textarea').count()) {
      title = (await investor.page.locator('h1').innerText()).trim();
      break;
    }
  }
  expect(title, 'a listing of Nora`s that Sara has not contacted').not.toBeNull();

  // Nora's tab on A listens, nothing unread.
  await subscribed(owner, 'private-user-');
  await clearBell(owner.page);

  await investor.page
    .getByTestId('contact-owner')
    .locator('textarea')
    .fill('Hello, I would like to hear more about this listing, please.');
  await investor.page.getByRole('button', { name: t.contactRequests.contact.send }).click();
  await expect(investor.page.getByText(t.contactRequests.contact.sent)).toBeVisible();

  // Live on A, without a reload, and the bell's menu names the request.
  await expect(owner.page.getByTestId('notification-count')).toHaveText('1', { timeout: 10_000 });
  await owner.page.getByTestId('notification-bell').click();
  await expect(
    owner.page
      .getByRole('menuitem')
      .filter({ hasText: title! })
      .filter({ hasText: t.notifications.types.contact_request_received.title }),
  ).toHaveCount(1);
});

test('(d) a listing published on A notifies the saved search`s investor on B, once', async () => {
  // Sara saves "advertisements in Muscat" on B.
  const search = await openTab(browsers.sara!, b, '/en/advertisements?city=muscat');
  await search.page.getByRole('button', { name: t.savedSearches.save }).click();
  await expect(
    search.page.getByRole('status').filter({ hasText: t.savedSearches.saved }),
  ).toBeVisible();
  await search.page.close();
  // Her notifications page on B, everything read.
  const investor = await openTab(browsers.sara!, b, '/en/notifications');
  await subscribed(investor, 'private-user-');
  await clearBell(investor.page);

  const title = `Muscat gift shop ${tag()}`;
  await publishAdvertisement(title, 'muscat');

  // The bell goes to 1 live, the list (refreshed live) has the match once, and it stays once.
  const matches = investor.page
    .getByTestId('notification-item')
    .filter({ hasText: t.notifications.types.saved_search_match.title })
    .filter({ hasText: title });
  await expect(investor.page.getByTestId('notification-count')).toHaveText('1', {
    timeout: 20_000,
  });
  await expect(matches).toHaveCount(1);
  const created = () =>
    investor.events.filter((e) => e.startsWith('notification.created') && e.includes(title));
  expect(created()).toHaveLength(1);
  await investor.page.waitForTimeout(3_000);
  expect(created()).toHaveLength(1);
  await expect(investor.page.getByTestId('notification-count')).toHaveText('1');
  await investor.page.reload();
  await expect(matches).toHaveCount(1);
  await expect(investor.page.getByTestId('notification-count')).toHaveText('1');
});

test('(e) a realtime server killed mid-chat: the tab moves to the other, nothing is lost', async () => {
  const { tab: investor, requestId } = await openSeededConversation(b);
  const doomed = await chatBackend(investor);
  const survivor = 1 - doomed;
  // Omar writes through the instance that publishes to the surviving server: the other instance
  // is left with no realtime server (in production PUSHER_HOST names the balancer instead).
  const owner = await openTab(
    browsers.omar!,
    survivor === 0 ? a : b,
    `/en/contact-requests/chat?request=${requestId}`,
  );
  for (const tab of [investor, owner]) {
    await expect(tab.page.getByTestId('chat-presence')).toHaveText(t.chat.online);
  }
  const bubbles = (text: string) =>
    investor.page.getByTestId('chat-message').filter({ hasText: text });
  const input = owner.page.getByLabel(t.chat.label);
  const send = async (body: string) => {
    await input.fill(body);
    await input.press('Enter');
    await expect(owner.page.getByTestId('chat-message').filter({ hasText: body })).toHaveAttribute(
      'data-status',
      'sent',
    );
  };
  const before = `Before the crash ${tag()}`;
  await send(before);
  await expect(bubbles(before)).toHaveCount(1, { timeout: 10_000 });

  const connected = () => investor.states.filter((s) => s.endsWith('→ connected')).length;
  const connectedBefore = connected();
  const subscriptionsBefore = investor.subscriptions.length;
  realtime[doomed]!.child.kill('SIGKILL');

  // Omar keeps writing at once, while Sara's tab notices and reconnects.
  const during: string[] = [];
  for (let i = 1; i <= 5; i++) {
    during.push(`While reconnecting ${i} ${tag()}`);
    await send(during.at(-1)!);
  }

  // Her tab is connected again, through the same address, to the surviving server.
  await expect.poll(connected, { timeout: 20_000 }).toBeGreaterThan(connectedBefore);
  expect(await chatBackend(investor, subscriptionsBefore)).toBe(survivor);
  const after = `After the reconnect ${tag()}`;
  await send(after);

  const all = [before, ...during, after];
  for (const body of all) await expect(bubbles(body)).toHaveCount(1, { timeout: 10_000 });
  const texts = await investor.page.getByTestId('chat-message').allInnerTexts();
  for (const body of all)
    expect(
      texts.filter((text) => text.includes(body)),
      body,
    ).toHaveLength(1);
  // The last one came live, over the new connection.
  expect(
    investor.events.filter((e) => e.startsWith('chat.message') && e.includes(after)),
  ).toHaveLength(1);
});
