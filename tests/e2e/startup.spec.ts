import { expect, test } from '@playwright/test';
import { messages } from './helpers';
import {
  exitWithin,
  freePort,
  scratchDatabase,
  startServer,
  tcpRelay,
  waitForHealth,
} from './server-process';

/**
 * Start-up and fault behaviour of the production server, each with its own `next start`:
 * fail-fast configuration, client addresses without trusted proxies, and the
 * database going away and coming back (§6).
 */

const SECRET = 'startup-spec-auth-secret-0c7e52a9b14d86f3';
const PG = process.env.E2E_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test('production refuses to start without AUTH_SECRET, in one clear line', async () => {
  const server = await startServer({
    AUTH_SECRET: undefined,
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
  });
  try {
    const code = await exitWithin(server.child, 60_000);
    expect(code).not.toBeNull();
    expect(code).not.toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.includes('refusing to start'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('AUTH_SECRET is missing');
  } finally {
    server.stop();
  }
});

test('production refuses a weak AUTH_SECRET and a missing realtime secret', async () => {
  const server = await startServer({
    AUTH_SECRET: 'short',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    REALTIME_DISABLED: undefined,
  });
  try {
    expect(await exitWithin(server.child, 60_000)).not.toBe(0);
    const line =
      server
        .output()
        .split('\n')
        .find((l) => l.includes('refusing to start')) ?? '';
    expect(line).toContain('AUTH_SECRET is weak');
    expect(line).toContain('PUSHER_APP_SECRET is required');
  } finally {
    server.stop();
  }
});

test('without TRUSTED_PROXIES, X-Forwarded-For is ignored: a new value per request is still one client', async () => {
  const server = await startServer({
    AUTH_SECRET: SECRET,
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
  });
  try {
    expect(await waitForHealth(server.url)).toBe(200);
    const statuses: number[] = [];
    // 30 sign-ins per client per 15 minutes (AUTH_RATE_LIMITS.signInPerClient); distinct
    // accounts, so only the per-client counter can stop them.
    for (let i = 0; i < 32; i++) {
      const response = await fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: `spoof-${i}@example.com`, password: 'Wrong!pass1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // And no HSTS for a client that only claims https.
    const page = await fetch(`${server.url}/en/about-us`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  } finally {
    server.stop();
  }
});

test('with the database down, pages answer an error page and health 503; it recovers without a restart', async () => {
  const database = await scratchDatabase(PG, 'fursa_e2e_down');
  if (!database) {
    test.skip(true, 'no PostgreSQL on this machine');
    return;
  }
  const target = new URL(PG);
  const relay = tcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  const relayPort = await freePort();
  await relay.open(relayPort);
  // The app reaches its database through the relay, which the test cuts and restores.
  const url = new URL(database.url);
  url.port = String(relayPort);
  const server = await startServer({
    AUTH_SECRET: SECRET,
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    DATABASE_URL: url.toString(),
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
  });
  try {
    expect(await waitForHealth(server.url)).toBe(200);
    expect((await fetch(`${server.url}/en/investments`)).status).toBe(200);

    await relay.cut();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    // A page that must ask the database (a search nobody made before) gets the error page,
    // server-rendered in its language with status 503...
    for (const lang of ['en', 'ar'] as const) {
      const m = messages[lang];
      const page = await fetch(`${server.url}/${lang}/advertisements?q=down${Date.now()}`);
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(html).toContain(`<title>${m.app.name} - ${m.titles.error}</title>`);
      const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(body).toContain(m.errors.serverTitle);
      expect(body).toContain(m.errors.serverMessage);
    }
    // (its own address is no page)
    expect((await fetch(`${server.url}/en/unavailable`)).status).toBe(404);
    // ...while a catalogue already in the cache keeps being served.
    expect((await fetch(`${server.url}/en/investments`)).status).toBe(200);

    await relay.open(relayPort);
    expect(await waitForHealth(server.url, 20_000)).toBe(200);
    expect((await fetch(`${server.url}/en/investments`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  } finally {
    server.stop();
    await relay.cut();
    await exitWithin(server.child, 10_000);
    await database.drop();
  }
});
