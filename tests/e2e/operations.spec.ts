import { expect, test } from '@playwright/test';
import { exitWithin, freePort, startServer, waitForHealth } from './server-process';

/**
 * Operations on a production server of its own (`next start`): the health probes, structured logs
 * with request ids (LOG_FORMAT=json), and the graceful shutdown on SIGTERM (docs/deploy.md).
 * No browser: requests and a WebSocket from the test itself.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const REALTIME = {
  PUSHER_APP_ID: 'fursa-ops',
  PUSHER_APP_KEY: 'fursa-ops-key',
  PUSHER_APP_SECRET: 'operations-spec-realtime-secret-5d0c2b7e91a4',
};

type Line = Record<string, unknown>;

/** The JSON lines of the server's output (Next's banner before instrumentation is plain text). */
function jsonLines(output: string): { lines: Line[]; other: string[] } {
  const all = output.split('\n').filter((line) => line.trim());
  const first = all.findIndex((line) => line.startsWith('{'));
  const lines: Line[] = [];
  const other: string[] = [];
  for (const line of first < 0 ? [] : all.slice(first)) {
    try {
      lines.push(JSON.parse(line) as Line);
    } catch {
      other.push(line);
    }
  }
  return { lines, other };
}

test('probes, JSON logs with request ids, and a graceful shutdown on SIGTERM', async () => {
  const realtimePort = await freePort();
  const server = await startServer({
    AUTH_SECRET: 'operations-spec-auth-secret-8e1f4a6c2b9d0357',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    LOG_FORMAT: 'json',
    NODE_NO_WARNINGS: '1',
    NEXT_MANUAL_SIG_HANDLE: 'true',
    SHUTDOWN_DRAIN_SECONDS: '1',
    REALTIME_DISABLED: undefined,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(realtimePort),
    ...REALTIME,
  });
  try {
    expect(await waitForHealth(server.url, 120_000)).toBe(200);

    // Liveness asks nothing; readiness reports each configured dependency, and no secret.
    const live = await fetch(`${server.url}/api/health?probe=live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/api/health?probe=ready`);
    expect(ready.status).toBe(200);
    const report = await ready.text();
    expect(JSON.parse(report)).toMatchObject({
      status: 'ok',
      ready: true,
      database: { ok: true, driver: 'pglite' },
      jobs: { engine: 'inline', status: 'ok', workers: true, dead: 0 },
      storage: { ok: true, driver: 'local' },
      realtime: { ok: true, mode: 'embedded', connections: 0 },
    });
    expect(report).not.toContain(REALTIME.PUSHER_APP_SECRET);
    expect(report).not.toContain('/tmp/');

    // A page: its request id (a proxy's, kept when sane) answered, and on its JSON log line.
    const page = await fetch(`${server.url}/en/about-us`, {
      headers: { 'x-request-id': 'ops-spec-0001' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('ops-spec-0001');
    const made = await fetch(`${server.url}/en/terms`, { headers: { 'x-request-id': 'a b' } });
    const madeId = made.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => jsonLines(server.output()).lines.filter((l) => l.msg === 'request').length)
      .toBeGreaterThanOrEqual(2);
    const { lines, other } = jsonLines(server.output());
    expect(other).toEqual([]);
    expect(lines.find((l) => l.requestId === 'ops-spec-0001')).toMatchObject({
      level: 'info',
      scope: 'http',
      msg: 'request',
      method: 'GET',
      path: '/en/about-us',
      status: 200,
    });
    expect(lines.find((l) => l.requestId === madeId)).toMatchObject({ path: '/en/terms' });
    for (const line of lines) expect(typeof line.time).toBe('string');

    // A realtime client, connected to the embedded server.
    const socket = new WebSocket(
      `ws://127.0.0.1:${realtimePort}/app/${REALTIME.PUSHER_APP_KEY}?protocol=7`,
    );
    await new Promise((resolve) => socket.addEventListener('message', resolve, { once: true }));
    const closed = new Promise<number>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event.code)),
    );

    // SIGTERM: readiness and liveness answer 503 "draining" while it drains, then it exits 0.
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 900 })
      .toBe(503);
    const draining = await fetch(`${server.url}/api/health`);
    expect(await draining.json()).toMatchObject({ status: 'draining', ready: false });
    expect((await fetch(`${server.url}/api/health?probe=live`)).status).toBe(503);
    const code = await exitWithin(server.child, 15_000);
    const took = Math.round(performance.now() - signalled);
    console.log(`shutdown: exit code ${code} after ${took} ms (1 s of it draining)`);
    expect(code).toBe(0);
    expect(await closed).toBe(4200);
    const steps = jsonLines(server.output()).lines.filter((l) => l.scope === 'shutdown');
    expect(steps.map((l) => l.msg)).toEqual([
      'SIGTERM: draining for 1s',
      expect.stringMatching(/^done in \d+ ms$/),
    ]);
  } finally {
    server.stop();
  }
});
