import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { resetFileStorage } from '@/lib/files/storage';
import { checkJobs, checkRealtime, checkRedis, checkStorage } from '@/lib/health/checks';
import { liveness, readiness, type HealthParts } from '@/lib/health/report';
import { startEmbeddedRealtime, stopEmbeddedRealtime } from '@/lib/realtime/embedded';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function parts(overrides: Partial<HealthParts> = {}): HealthParts {
  return {
    database: { ok: true, driver: 'postgres', latencyMs: 2 },
    jobs: { engine: 'pg-boss', status: 'ok', workers: true, queued: 0, active: 0, dead: 0 },
    storage: { ok: true, driver: 's3', latencyMs: 9 },
    realtime: { ok: true, mode: 'external', latencyMs: 3 },
    redis: { ok: true, latencyMs: 1 },
    ...overrides,
  };
}

describe('the health report', () => {
  it('is ready and ok while every configured dependency answers', () => {
    const { httpStatus, body } = readiness(parts(), false);
    expect(httpStatus).toBe(200);
    expect(body).toMatchObject({ status: 'ok', ready: true, database: { ok: true } });
  });

  it('stays ready, but degraded, when an optional dependency fails', () => {
    for (const failing of [
      { redis: { ok: false } },
      { storage: { ok: false, driver: 'local' as const } },
      { realtime: { ok: false, mode: 'hosted' as const } },
      { push: { ok: false } },
      { jobs: { ...parts().jobs, status: 'degraded' as const, queued: null } },
    ]) {
      const { httpStatus, body } = readiness(parts(failing), false);
      expect(httpStatus).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', ready: true });
    }
  });

  it('is not ready (503) without its database, nor while the process drains', () => {
    const down = readiness(parts({ database: { ok: false, driver: 'postgres' } }), false);
    expect(down.httpStatus).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', ready: false, database: { ok: false } });
    const draining = readiness(parts(), true);
    expect(draining.httpStatus).toBe(503);
    expect(draining.body).toMatchObject({ status: 'draining', ready: false });
  });

  it('liveness asks no dependency: 200 until the process shuts down', () => {
    expect(liveness(false)).toEqual({ httpStatus: 200, body: { status: 'ok' } });
    expect(liveness(true)).toEqual({ httpStatus: 503, body: { status: 'draining' } });
  });
});

describe('the dependency checks', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetFileStorage();
  });

  it('local storage: a folder the server can write to, or not', async () => {
    const blocker = path.join(tmpdir(), `fursa-health-${process.pid}-${Date.now()}`);
    writeFileSync(blocker, 'a file where the folder should be');
    process.env.FILES_DIR = path.join(blocker, 'files');
    resetFileStorage();
    expect(await checkStorage()).toEqual({ driver: 'local', ok: false });
  });

  it('Redis only when REDIS_URL is set, and never its address in the answer', async () => {
    delete process.env.REDIS_URL;
    expect(checkRedis()).toBeUndefined();
    process.env.REDIS_URL = REDIS;
    const answer = await checkRedis();
    expect(answer).toMatchObject({ ok: true });
    expect(JSON.stringify(answer)).not.toContain('6379');
  });

  it('realtime: disabled, or the embedded server and its sockets, closed with 4200 at the end', async () => {
    process.env.REALTIME_DISABLED = 'true';
    expect(await checkRealtime()).toEqual({ mode: 'disabled', ok: true });
    delete process.env.REALTIME_DISABLED;
    const port = await freePort();
    process.env.PUSHER_PORT = String(port);
    const server = await startEmbeddedRealtime();
    expect(server?.port).toBe(port);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/fursa-key?protocol=7`);
    await new Promise((resolve) => socket.addEventListener('message', resolve, { once: true }));
    expect(await checkRealtime()).toEqual({ mode: 'embedded', ok: true, connections: 1 });
    const closed = new Promise<number>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event.code)),
    );
    await stopEmbeddedRealtime();
    expect(await closed).toBe(4200);
  });

  it('jobs: the engine and its backlog, dead jobs included', async () => {
    // The in-process engine's own table, on PGlite and on PostgreSQL alike (pg-boss has its own
    // backlog test).
    process.env.JOBS_ENGINE = 'inline';
    const db = await getDb();
    await db.insert(schema.jobs).values([
      { name: 'test.health', payload: {}, retryLimit: 0, state: 'queued' },
      { name: 'test.health', payload: {}, retryLimit: 0, state: 'dead' },
    ]);
    expect(await checkJobs()).toMatchObject({ engine: 'inline', queued: 1, active: 0, dead: 1 });
  });
});
