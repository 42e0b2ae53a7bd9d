#!/usr/bin/env node
/**
 * Realtime benchmark: `node bench/realtime/run.mjs` from the repository root.
 *
 * 1. forks the embedded Pusher-protocol server in its own process (port BENCH_REALTIME_PORT,
 *    default 6201);
 * 2. opens N real pusher-js sockets (BENCH_SOCKETS, default 2000) in this process, each
 *    subscribed to its own private channel with a signature from the real `pusher` SDK;
 * 3. publishes BENCH_EVENTS events per socket (default 5) through the signed HTTP API, 100
 *    channels per trigger, one trigger at a time;
 * 4. prints connect time, delivery latency p50/p95/p99/max, messages lost and the server's
 *    memory per connection.
 *
 * Needs N + a few file descriptors per process (ulimit -n); the server runs in another process.
 */
import { fork } from 'node:child_process';
import { Agent } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5);
const PORT = Number(process.env.BENCH_REALTIME_PORT ?? 6201);
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789' };

const server = fork(path.join(ROOT, 'bench/realtime/server.mjs'), {
  cwd: ROOT,
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, BENCH_APP: JSON.stringify(APP), BENCH_PORT: String(PORT) },
});
const ask = (type) =>
  new Promise((resolve) => {
    const onMessage = (message) => {
      if (message.type !== type) return;
      server.off('message', onMessage);
      resolve(message);
    };
    server.on('message', onMessage);
    if (type !== 'ready') server.send({ type });
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(2)} ms`;

await ask('ready');
const idle = await ask('memory');
const sdk = new PusherServer({
  appId: APP.id,
  key: APP.key,
  secret: APP.secret,
  host: '127.0.0.1',
  port: String(PORT),
  useTLS: false,
  agent: new Agent({ keepAlive: true }),
});

// Connect and subscribe, 100 at a time (a burst of thousands of handshakes is not what we measure).
const clients = [];
const connectTimes = [];
const received = new Map(); // channel -> Set of sequence numbers
const latencies = [];
const sentAt = new Map(); // sequence -> time the trigger was sent
const startConnect = performance.now();
for (let batch = 0; batch < SOCKETS; batch += 100) {
  const wave = [];
  for (let i = batch; i < Math.min(SOCKETS, batch + 100); i++) {
    const name = `private-user-${i}`;
    const started = performance.now();
    const client = new PusherClient(APP.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: PORT,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) =>
          callback(null, sdk.authorizeChannel(socketId, channelName)),
      },
    });
    clients.push(client);
    received.set(name, new Set());
    const channel = client.subscribe(name);
    channel.bind('bench', (data) => {
      latencies.push(performance.now() - sentAt.get(data.seq));
      received.get(name).add(data.seq);
    });
    wave.push(
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`socket ${i} did not subscribe`)), 30_000);
        channel.bind('pusher:subscription_succeeded', () => {
          clearTimeout(timer);
          connectTimes.push(performance.now() - started);
          resolve();
        });
      }),
    );
  }
  await Promise.all(wave);
}
const connectTotal = performance.now() - startConnect;
const loaded = await ask('memory');

// Publish: every socket gets EVENTS events; 100 channels per trigger, one trigger at a time.
const channels = [...received.keys()];
let seq = 0;
for (let round = 0; round < EVENTS; round++) {
  for (let i = 0; i < channels.length; i += 100) {
    seq += 1;
    sentAt.set(seq, performance.now());
    await sdk.trigger(channels.slice(i, i + 100), 'bench', { seq });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
await new Promise((resolve) => setTimeout(resolve, 1000));

const expected = SOCKETS * EVENTS;
const delivered = [...received.values()].reduce((sum, set) => sum + set.size, 0);
latencies.sort((a, b) => a - b);
connectTimes.sort((a, b) => a - b);
const perConnection = (loaded.rss - idle.rss) / SOCKETS;
const heapPerConnection = (loaded.heapUsed - idle.heapUsed) / SOCKETS;

console.log(
  `realtime bench: ${SOCKETS} sockets on private channels, ${EVENTS} events each (${expected} deliveries), ulimit -n per process applies`,
);
console.log(
  `connect+subscribe: all in ${ms(connectTotal)}; per socket p50 ${ms(percentile(connectTimes, 50))}, p95 ${ms(percentile(connectTimes, 95))}`,
);
console.log(
  `delivery latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}`,
);
console.log(`messages lost: ${expected - delivered} of ${expected}`);
console.log(
  `server memory: ${(idle.rss / 2 ** 20).toFixed(1)} MB idle, ${(loaded.rss / 2 ** 20).toFixed(1)} MB with ${loaded.connections} connections; ${(perConnection / 1024).toFixed(1)} KB RSS (${(heapPerConnection / 1024).toFixed(1)} KB heap) per connection`,
);

clients.forEach((client) => client.disconnect());
server.send({ type: 'stop' });
const ok = expected === delivered;
process.exitCode = ok ? 0 : 1;
setTimeout(() => process.exit(process.exitCode), 500).unref();
