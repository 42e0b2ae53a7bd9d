/**
 * The realtime tier at 10,000 sockets: `npm run bench:realtime-cluster` from the repository root
 * (it raises the open-file limit where it may, then runs `tsx bench/realtime-cluster.ts`). Run it
 * alone: every process of it shares the machine's cores. Needs Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379) for the cluster; its keys live under a prefix of the run's own, removed
 * at the end.
 *
 * Two setups, one after the other, the same workload on each:
 * - one server: one realtime server, as `npm run realtime` starts it (realtime-server/bin), alone;
 * - two servers: two of them on one Redis (REALTIME_REDIS_URL, a prefix of this run's), each
 *   holding half of the sockets; events are published to them alternately, so half of every
 *   event's sockets are reached through the other server (over Redis).
 *
 * The workload: BENCH_SOCKETS pusher-js sockets (default 10,000), opened by BENCH_CLIENT_PROCESSES
 * client processes (default 4) so that one client's event loop is not the limit, each socket on
 * its own private channel (`private-user-{n}`, the app's per-user channel) with a signature from
 * the real `pusher` SDK; socket n connects to server n mod servers. Once every socket is
 * subscribed, BENCH_EVENTS events per socket (default 10) are published through the signed HTTP
 * API with the `pusher` SDK, 100 channels per request (the protocol's maximum), at a steady
 * BENCH_RATE requests per second (default 50, i.e. 5,000 messages a second), not waiting for one
 * request to answer before the next is due.
 *
 * Prints one table, both setups side by side: connect+subscribe time, delivery latency
 * p50/p95/p99/max (publish request sent → event in the client, one clock: the same machine),
 * messages lost (counted per socket: every socket must get every event once), duplicates, and
 * each server's memory per connection (RSS with the sockets minus RSS idle, over its sockets;
 * no forced GC: what the operating system sees). Also the CPU each side used while publishing:
 * the client processes, each server, Redis and the whole machine. Exits 1 when a message was
 * lost. Ports are free ones picked at start; server logs go to bench/out/realtime-cluster-*.log.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';
import { createClient } from 'redis';
import { cpuOf, freePort, machineCpu, rssOf, stopChild } from './processes';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'bench', 'out');
const SELF = new URL(import.meta.url).pathname;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 4);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_REQUEST = 100;
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789' };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ToClient =
  { type: 'connect'; sockets: number[]; ports: number[] } | { type: 'report' } | { type: 'stop' };
type FromClient =
  | { type: 'connected'; connectTimes: number[] }
  | { type: 'progress'; received: number }
  | {
      type: 'report';
      latencies: number[];
      lost: number;
      socketsMissing: number;
      duplicates: number;
      cpuMs: number;
    }
  | { type: 'failed'; message: string };

// ---------------------------------------------------------------------------------------------
// A client process: its share of the sockets, counting what each receives.

function clientProcess(): void {
  const send = (message: FromClient) => process.send?.(message);
  const clients: PusherClient[] = [];
  const seen = new Map<number, Set<number>>(); // socket → event sequence numbers received
  const latencies: number[] = [];
  let duplicates = 0;
  let received = 0;
  let cpuAtStart = process.cpuUsage();
  let progress: ReturnType<typeof setInterval> | undefined;

  async function connect(sockets: number[], ports: number[]): Promise<void> {
    const signers = new Map(
      ports.map((port) => [
        port,
        new PusherServer({
          appId: APP.id,
          key: APP.key,
          secret: APP.secret,
          host: '127.0.0.1',
          port: String(port),
          useTLS: false,
        }),
      ]),
    );
    const connectTimes: number[] = [];
    // 100 at a time: a burst of thousands of handshakes at once is not what is measured.
    for (let start = 0; start < sockets.length; start += 100) {
      await Promise.all(
        sockets.slice(start, start + 100).map((n) => {
          const port = ports[n % ports.length]!;
          const signer = signers.get(port)!;
          const started = now();
          const client = new PusherClient(APP.key, {
            cluster: 'mt1',
            wsHost: '127.0.0.1',
            wsPort: port,
            forceTLS: false,
            enabledTransports: ['ws'],
            disableStats: true,
            channelAuthorization: {
              endpoint: 'unused',
              transport: 'ajax',
              customHandler: ({ socketId, channelName }, callback) =>
                callback(null, signer.authorizeChannel(socketId, channelName)),
            },
          });
          clients.push(client);
          const mine = new Set<number>();
          seen.set(n, mine);
          const channel = client.subscribe(`private-user-${n}`);
          channel.bind('bench', (data: { seq: number; t: number }) => {
            latencies.push(now() - data.t);
            received += 1;
            if (mine.has(data.seq)) duplicates += 1;
            else mine.add(data.seq);
          });
          return new Promise<void>((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`socket ${n} did not subscribe within 60 s`)),
              60_000,
            );
            channel.bind('pusher:subscription_succeeded', () => {
              clearTimeout(timer);
              connectTimes.push(now() - started);
              resolve();
            });
          });
        }),
      );
    }
    cpuAtStart = process.cpuUsage();
    progress = setInterval(() => send({ type: 'progress', received }), 250);
    send({ type: 'connected', connectTimes });
  }

  process.on('message', (message: ToClient) => {
    if (message.type === 'connect') {
      connect(message.sockets, message.ports).catch((error: Error) =>
        send({ type: 'failed', message: error.message }),
      );
    }
    if (message.type === 'report') {
      clearInterval(progress);
      const cpu = process.cpuUsage(cpuAtStart);
      let lost = 0;
      let socketsMissing = 0;
      for (const got of seen.values()) {
        lost += EVENTS - got.size;
        if (got.size < EVENTS) socketsMissing += 1;
      }
      send({
        type: 'report',
        latencies,
        lost,
        socketsMissing,
        duplicates,
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    }
    if (message.type === 'stop') {
      clients.forEach((client) => client.disconnect());
      setTimeout(() => process.exit(0), 200);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The processes this run started (bench/processes.ts reads their ports, CPU and memory).

const children = new Set<ChildProcess>();
let redisPrefix: string | null = null;
// Set by an interruption's clean-up: nothing new is started after it.
let stopping = false;

/** Stops one of this run's children and forgets it. */
async function stopTracked(child: ChildProcess, politely: () => void): Promise<void> {
  await stopChild(child, politely);
  children.delete(child);
}

type Server = { child: ChildProcess; pid: number; port: number; log: string };

async function startServer(name: string, clustered: boolean): Promise<Server> {
  const port = await freePort();
  const log = path.join(OUT, `realtime-cluster-${name}.log`);
  const fd = openSync(log, 'w');
  if (stopping) throw new Error('stopping');
  // `npm run realtime`, with the app's variables.
  const child = spawn(process.execPath, ['realtime-server/bin/realtime.mjs'], {
    cwd: ROOT,
    env: {
      // As the server runs in production (and the type of the environment requires it).
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      PUSHER_PORT: String(port),
      // Every bench socket comes from 127.0.0.1.
      REALTIME_MAX_CONNECTIONS_PER_IP: String(SOCKETS + 100),
      ...(clustered ? { REALTIME_REDIS_URL: REDIS_URL, REALTIME_REDIS_PREFIX: redisPrefix! } : {}),
    },
    stdio: ['ignore', 'pipe', fd],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start (${log})`)), 15_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[realtime] server on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}); see ${log}`)));
  });
  child.stdout?.resume();
  return { child, pid: child.pid!, port, log };
}

type Client = {
  child: ChildProcess;
  next: <T extends FromClient['type']>(type: T) => Promise<Extract<FromClient, { type: T }>>;
  received: number;
};

function startClient(): Client {
  if (stopping) throw new Error('stopping');
  const child = fork(SELF, ['client'], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const client: Client = {
    child,
    received: 0,
    next: (type) =>
      new Promise((resolve, reject) => {
        const onMessage = (message: FromClient) => {
          if (message.type === 'failed') reject(new Error(`client: ${message.message}`));
          if (message.type !== type) return;
          child.off('message', onMessage);
          resolve(message as never);
        };
        child.on('message', onMessage);
        child.once('exit', (code) => reject(new Error(`a client process exited (${code})`)));
      }),
  };
  child.on('message', (message: FromClient) => {
    if (message.type === 'progress') client.received = message.received;
  });
  return client;
}

async function redisCpuMs(): Promise<number | null> {
  const redis = createClient({ url: REDIS_URL });
  try {
    await redis.connect();
    const info = await redis.info('cpu');
    const value = (key: string) =>
      Number(info.match(new RegExp(`^${key}:([\\d.]+)`, 'm'))?.[1] ?? 0);
    return (value('used_cpu_user') + value('used_cpu_sys')) * 1000;
  } catch {
    return null;
  } finally {
    await redis.destroy();
  }
}

async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length) await redis.del(keys);
    }
  } finally {
    await redis.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// One setup.

type Result = {
  servers: number;
  connectMs: number;
  connectP50: number;
  connectP95: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  expected: number;
  lost: number;
  socketsMissing: number;
  duplicates: number;
  publishMs: number;
  rateAchieved: number;
  publishFailures: number;
  memory: Array<{ connections: number; perConnectionKb: number; idleMb: number; loadedMb: number }>;
  cpu: {
    clients: number;
    servers: number[];
    redis: number | null;
    publisher: number;
    machine: number;
    wallMs: number;
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function measure(serverCount: number): Promise<Result> {
  const clustered = serverCount > 1;
  const servers: Server[] = [];
  for (let i = 0; i < serverCount; i++)
    servers.push(await startServer(`${clustered ? 'cluster' : 'single'}-${i + 1}`, clustered));
  const clients = Array.from({ length: CLIENT_PROCESSES }, startClient);
  try {
    await pause(1000);
    const idle = servers.map((server) => rssOf(server.pid));
    const ports = servers.map((server) => server.port);

    // Connect: socket n goes to process n mod P and to server n mod S.
    const connectStart = now();
    const connected = await Promise.all(
      clients.map((client, k) => {
        const done = client.next('connected');
        const sockets = Array.from({ length: SOCKETS }, (_, n) => n).filter(
          (n) => n % CLIENT_PROCESSES === k,
        );
        client.child.send({ type: 'connect', sockets, ports } satisfies ToClient);
        return done;
      }),
    );
    const connectMs = now() - connectStart;
    const connectTimes = connected.flatMap((answer) => answer.connectTimes).sort((a, b) => a - b);
    // Counts reach Redis a moment after a subscription is answered; memory settles too.
    await pause(2000);
    const loaded = servers.map((server) => rssOf(server.pid));

    // Publish at a steady rate, to the servers in turn.
    const sdks = servers.map(
      (server) =>
        new PusherServer({
          appId: APP.id,
          key: APP.key,
          secret: APP.secret,
          host: '127.0.0.1',
          port: String(server.port),
          useTLS: false,
          timeout: 10_000,
          agent: new Agent({ keepAlive: true, maxSockets: 32 }),
        }),
    );
    const channels = Array.from({ length: SOCKETS }, (_, n) => `private-user-${n}`);
    const requestsPerRound = Math.ceil(SOCKETS / PER_REQUEST);
    const total = requestsPerRound * EVENTS;
    const cpuBefore = {
      servers: servers.map((server) => cpuOf(server.pid)),
      clients: clients.map((client) => cpuOf(client.child.pid!)),
      redis: clustered ? await redisCpuMs() : null,
      publisher: process.cpuUsage(),
      machine: machineCpu(),
    };
    const publishStart = now();
    let lastSent = publishStart;
    let failures = 0;
    const inFlight: Array<Promise<void>> = [];
    for (let k = 0; k < total; k++) {
      const due = publishStart + (k * 1000) / RATE;
      const wait = due - now();
      if (wait > 1) await pause(wait);
      const round = Math.floor(k / requestsPerRound);
      const slice = k % requestsPerRound;
      const sdk = sdks[k % sdks.length]!;
      lastSent = now();
      inFlight.push(
        sdk
          .trigger(channels.slice(slice * PER_REQUEST, (slice + 1) * PER_REQUEST), 'bench', {
            seq: round,
            t: now(),
          })
          .then(
            () => undefined,
            () => {
              failures += 1;
            },
          ),
      );
    }
    await Promise.all(inFlight);
    const publishMs = now() - publishStart;
    // Wait for the last deliveries (at most 30 s), then read the counts.
    const expected = SOCKETS * EVENTS;
    const deadline = now() + 30_000;
    while (clients.reduce((sum, client) => sum + client.received, 0) < expected && now() < deadline)
      await pause(250);
    await pause(500);
    const wallMs = now() - publishStart;
    const publisherCpu = process.cpuUsage(cpuBefore.publisher);
    const cpuAfter = {
      servers: servers.map((server) => cpuOf(server.pid)),
      clients: clients.map((client) => cpuOf(client.child.pid!)),
      redis: clustered ? await redisCpuMs() : null,
      machine: machineCpu(),
    };
    const reports = await Promise.all(
      clients.map((client) => {
        const done = client.next('report');
        client.child.send({ type: 'report' } satisfies ToClient);
        return done;
      }),
    );
    const latencies = reports.flatMap((report) => report.latencies).sort((a, b) => a - b);
    const share = (cpuMs: number) => (cpuMs / wallMs) * 100;
    const perServer = (i: number) => Math.ceil((SOCKETS - i) / serverCount);
    return {
      servers: serverCount,
      connectMs,
      connectP50: percentile(connectTimes, 50),
      connectP95: percentile(connectTimes, 95),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      expected,
      lost: reports.reduce((sum, report) => sum + report.lost, 0),
      socketsMissing: reports.reduce((sum, report) => sum + report.socketsMissing, 0),
      duplicates: reports.reduce((sum, report) => sum + report.duplicates, 0),
      publishMs,
      rateAchieved: total > 1 ? (total - 1) / ((lastSent - publishStart) / 1000) : RATE,
      publishFailures: failures,
      memory: servers.map((_, i) => ({
        connections: perServer(i),
        perConnectionKb: (loaded[i]! - idle[i]!) / perServer(i) / 1024,
        idleMb: idle[i]! / 1024 / 1024,
        loadedMb: loaded[i]! / 1024 / 1024,
      })),
      cpu: {
        clients: share(
          cpuAfter.clients.reduce((sum, value, i) => sum + value - cpuBefore.clients[i]!, 0),
        ),
        servers: cpuAfter.servers.map((value, i) => share(value - cpuBefore.servers[i]!)),
        redis:
          cpuAfter.redis !== null && cpuBefore.redis !== null
            ? share(cpuAfter.redis - cpuBefore.redis)
            : null,
        publisher: share((publisherCpu.user + publisherCpu.system) / 1000),
        machine:
          ((cpuAfter.machine.busy - cpuBefore.machine.busy) /
            (cpuAfter.machine.total - cpuBefore.machine.total)) *
          100 *
          os.cpus().length,
        wallMs,
      },
    };
  } finally {
    await Promise.all(
      clients.map((client) =>
        stopTracked(client.child, () => {
          if (client.child.connected) client.child.send({ type: 'stop' } satisfies ToClient);
        }),
      ),
    );
    await Promise.all(
      servers.map((server) => stopTracked(server.child, () => server.child.kill('SIGTERM'))),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The bench.

function printTable(results: Result[]): void {
  const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
  const pct = (value: number) => `${value.toFixed(0)}%`;
  const rows: Array<[string, (result: Result) => string]> = [
    [
      'sockets per server',
      (r) => r.memory.map((m) => m.connections.toLocaleString('en')).join(' + '),
    ],
    ['connect+subscribe, all sockets', (r) => ms(r.connectMs, 0)],
    ['connect+subscribe per socket p50 / p95', (r) => `${ms(r.connectP50)} / ${ms(r.connectP95)}`],
    ['publish: requests/s asked / achieved', (r) => `${RATE} / ${r.rateAchieved.toFixed(1)}`],
    ['publish: first request → last one answered', (r) => ms(r.publishMs, 0)],
    ['publish requests failed', (r) => String(r.publishFailures)],
    ['**delivery latency p50**', (r) => `**${ms(r.p50)}**`],
    ['**delivery latency p95**', (r) => `**${ms(r.p95)}**`],
    ['**delivery latency p99**', (r) => `**${ms(r.p99)}**`],
    ['delivery latency max', (r) => ms(r.max)],
    [
      `**messages lost** (of ${(SOCKETS * EVENTS).toLocaleString('en')}, counted per socket)`,
      (r) => `**${r.lost}** (${r.socketsMissing} sockets short)`,
    ],
    ['duplicates', (r) => String(r.duplicates)],
    [
      '**server memory per connection** (RSS delta / sockets), per server',
      (r) => r.memory.map((m) => `${m.perConnectionKb.toFixed(1)} KB`).join(' / '),
    ],
    [
      'server RSS idle → with sockets',
      (r) =>
        r.memory.map((m) => `${m.idleMb.toFixed(0)} → ${m.loadedMb.toFixed(0)} MB`).join(' / '),
    ],
    [
      `CPU while publishing, % of one core: ${CLIENT_PROCESSES} client processes`,
      (r) => pct(r.cpu.clients),
    ],
    ['… each server', (r) => r.cpu.servers.map(pct).join(' / ')],
    ['… Redis', (r) => (r.cpu.redis === null ? '–' : pct(r.cpu.redis))],
    ['… the publisher', (r) => pct(r.cpu.publisher)],
    [`… the whole machine (of ${os.cpus().length * 100}%)`, (r) => pct(r.cpu.machine)],
  ];
  console.log('');
  console.log(
    `realtime cluster: ${SOCKETS.toLocaleString('en')} pusher-js sockets in ${CLIENT_PROCESSES} client processes, one private channel each, ${EVENTS} events each, ${RATE} publish requests/s of ${PER_REQUEST} channels; ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log('');
  const header = results.map((r) =>
    r.servers === 1 ? 'one server' : `${r.servers} servers, one Redis (published to in turn)`,
  );
  console.log(`| figure | ${header.join(' | ')} |`);
  console.log(`|---|${results.map(() => '--:').join('|')}|`);
  for (const [label, cell] of rows) console.log(`| ${label} | ${results.map(cell).join(' | ')} |`);
}

async function cleanUp(): Promise<void> {
  stopping = true;
  for (const child of [...children]) child.kill('SIGKILL');
  if (redisPrefix) await dropRedisKeys(redisPrefix).catch(() => undefined);
}

async function main(): Promise<void> {
  const limit = await new Promise<string>((resolve) => {
    const shell = spawn('sh', ['-c', 'ulimit -n'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    shell.on('exit', () => resolve(out.trim()));
  });
  // A server with every socket holds one descriptor per socket, plus its own.
  if (limit !== 'unlimited' && Number(limit) < SOCKETS + 200) {
    console.error(`ulimit -n is ${limit}: raise it above ${SOCKETS + 200} (ulimit -n 65536)`);
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  redisPrefix = `fursa-bench-cluster:${randomBytes(4).toString('hex')}`;
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));
  console.log(
    `[realtime-cluster] ${SOCKETS} sockets, ${CLIENT_PROCESSES} client processes, ulimit -n ${limit}; Node ${process.version}, ${os.cpus().length} cores`,
  );
  const results: Result[] = [];
  try {
    for (const count of [1, 2]) {
      console.log(`[realtime-cluster] ${count === 1 ? 'one server' : 'two servers'}: running`);
      results.push(await measure(count));
    }
    printTable(results);
    process.exitCode = results.every((result) => result.lost === 0) ? 0 : 1;
  } catch (error) {
    console.error(
      stopping
        ? '[realtime-cluster] interrupted'
        : `[realtime-cluster] failed: ${(error as Error).stack ?? error}`,
    );
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

// Last, once every constant above is initialised.
if (process.argv[2] === 'client') clientProcess();
else await main();
