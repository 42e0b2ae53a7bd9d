import 'server-only';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { suspectOutage } from '@/lib/db/outage-state';
import { errorForLog } from '@/lib/errors/error-for-log';
import { filesDriverOf } from '@/lib/files/storage/config';
import { getJobsBacklog, getJobsHealth } from '@/lib/jobs';
import { getEmbeddedServerOptions, getRealtimeServerConfig } from '@/lib/realtime/config';
import type {
  DatabaseHealth,
  DependencyHealth,
  JobsReport,
  RealtimeHealth,
  StorageHealth,
} from './report';

/**
 * The dependency checks behind /api/health (report.ts composes them). The database is asked on
 * every call (the outage tests and the request layer rely on it answering at once); the optional
 * dependencies are asked at most every few seconds per process and each within two seconds, so a
 * public endpoint that orchestrators poll cannot be turned into a stream of calls to Redis, the
 * bucket or Pusher, and never hangs on one. A failure is logged when it starts and when it ends.
 */

const TIMEOUT_MS = 2000;
const REUSE_MS = 5000;

export async function checkDatabase(): Promise<DatabaseHealth> {
  const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, driver, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error('[health] database check failed', error);
    suspectOutage(); // the request layer checks again before the next page
    return { ok: false, driver };
  }
}

/**
 * The job engine's state and backlog. The queue is optional (jobs run in-process while pg-boss is
 * down), so a degraded engine never makes the check fail.
 */
export async function checkJobs(): Promise<JobsReport> {
  const unknown = { queued: null, active: null, dead: null };
  const counting = reused('jobs-backlog', () => within(getJobsBacklog(), unknown));
  try {
    const [health, backlog] = await Promise.all([getJobsHealth(), counting]);
    return { ...health, ...backlog };
  } catch (error) {
    const backlog = await counting;
    console.error('[health] job engine check failed', error);
    return {
      engine: process.env.DATABASE_URL ? 'pg-boss' : 'inline',
      status: 'degraded',
      workers: false,
      ...backlog,
    };
  }
}

export function checkStorage(): Promise<StorageHealth> {
  const driver = filesDriverOf(process.env) === 's3' ? 's3' : 'local';
  return reused('storage', async () => ({
    driver,
    ...(await probe('storage', async () => {
      const { getFileStorage, LocalDiskFileStorage, S3FileStorage } =
        await import('@/lib/files/storage');
      const storage = getFileStorage();
      if (storage instanceof S3FileStorage) {
        await storage.checkBucket();
      } else if (storage instanceof LocalDiskFileStorage) {
        await mkdir(storage.root, { recursive: true });
        await access(storage.root, constants.W_OK);
      }
    })),
  }));
}

/** The page and data cache's Redis (REDIS_URL); undefined when it is not configured. */
export function checkRedis(): Promise<DependencyHealth> | undefined {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  return reused('redis', () =>
    probe('redis', async () => {
      const client = await healthRedis(url);
      await client.ping();
    }),
  );
}

/** Firebase push (FIREBASE_SERVICE_ACCOUNT): its credentials load. Undefined when not set. */
export function checkPush(): Promise<DependencyHealth> | undefined {
  if (!process.env.FIREBASE_SERVICE_ACCOUNT?.trim()) return undefined;
  return reused('push', () =>
    probe('push', async () => {
      const { getAdminMessaging } = await import('@/features/push/server/firebase-admin');
      if (!(await getAdminMessaging())) throw new Error('FIREBASE_SERVICE_ACCOUNT is not usable');
    }),
  );
}

/**
 * Realtime: the embedded server of this process (up, and how many sockets it holds), or, for an
 * external tier, hosted Pusher or an embedded port some other process took, one signed HTTP API
 * call (`GET /channels`), which also proves the credentials.
 */
export function checkRealtime(): Promise<RealtimeHealth> {
  const config = getRealtimeServerConfig();
  if (!config) return Promise.resolve({ mode: 'disabled', ok: true });
  const embedded = Boolean(getEmbeddedServerOptions());
  const mode = !config.host ? 'hosted' : embedded ? 'embedded' : 'external';
  return reused('realtime', async () => {
    if (embedded) {
      const { getEmbeddedRealtime } = await import('@/lib/realtime/embedded');
      const server = await getEmbeddedRealtime();
      if (server) return { mode, ok: true, connections: server.connections() };
    }
    return {
      mode,
      ...(await probe('realtime', async () => {
        const { getPusher } = await import('@/lib/realtime/publish');
        const response = await getPusher()?.get({ path: '/channels' });
        if (response?.status !== 200) throw new Error(`answered ${response?.status ?? 'nothing'}`);
      })),
    };
  });
}

/** The promise's value, or `fallback` when it takes longer than the time-out. */
async function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Cached = { at: number; value: Promise<unknown> };
const recent = new Map<string, Cached>();

/** The last answer of `name` while it is recent (an answer still coming is shared too). */
function reused<T>(name: string, run: () => Promise<T>): Promise<T> {
  const hit = recent.get(name);
  if (hit && Date.now() - hit.at < REUSE_MS) return hit.value as Promise<T>;
  const value = run();
  recent.set(name, { at: Date.now(), value });
  return value;
}

const failing = new Set<string>();

/** Runs a check within the time-out: ok and its latency, or not ok (logged once per outage). */
async function probe(name: string, check: () => Promise<void>): Promise<DependencyHealth> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    await Promise.race([check(), timeout]);
    if (failing.delete(name)) console.info(`[health] ${name} answers again`);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (!failing.has(name)) console.error(`[health] ${name} check failed`, errorForLog(error));
    failing.add(name);
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

type RedisClient = { ping(): Promise<unknown> };
type Holder = { __fursaHealthRedis?: Promise<RedisClient> };
const holder = globalThis as unknown as Holder;

/**
 * A connection of the health check's own (the cache handler's lives outside the app's bundles):
 * connected on the first check, reconnecting by itself, failing at once while Redis is down.
 */
function healthRedis(url: string): Promise<RedisClient> {
  holder.__fursaHealthRedis ??= import('redis').then(async ({ createClient }) => {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(retries * 200, 2000),
      },
    });
    client.on('error', () => undefined); // reported by the check, once per outage
    // The first check waits for the connection (within its time-out); later ones never do.
    const connecting = client.connect().catch(() => undefined);
    await new Promise((resolve) => {
      setTimeout(resolve, TIMEOUT_MS).unref();
      void connecting.then(resolve);
    });
    return client;
  });
  return holder.__fursaHealthRedis;
}
