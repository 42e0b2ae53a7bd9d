/**
 * One measurement of the realtime bench, forked by run.mjs once per server so that each server
 * meets a fresh client process (no heap or sockets left over from the other run):
 *
 * 1. forks the server script BENCH_SERVER in its own process on BENCH_PORT;
 * 2. opens BENCH_SOCKETS real pusher-js sockets in this process, each subscribed to its own
 *    private channel with a signature from the real `pusher` SDK;
 * 3. publishes BENCH_EVENTS events per socket through the signed HTTP API, 100 channels per
 *    trigger, one trigger at a time;
 * 4. sends run.mjs its figures: connect times, delivery latencies, messages lost, server memory.
 */
import { fork } from 'node:child_process';
import { Agent } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS);
const EVENTS = Number(process.env.BENCH_EVENTS);
const PORT = Number(process.env.BENCH_PORT);
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789' };

// Both servers start the same way (tsx loader, gc exposed), so their idle baselines are alike.
const server = fork(path.join(ROOT, process.env.BENCH_SERVER), {
  cwd: ROOT,
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, BENCH_APP: JSON.stringify(APP) },
});
let stopping = false;
server.on('exit', (code) => {
  if (stopping) return;
  console.error(`${process.env.BENCH_SERVER} exited (${code}) during the run`);
  process.exit(1);
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

await new Promise((resolve) =>
  process.send(
    {
      type: 'result',
      connectTotal,
      connectTimes,
      latencies,
      expected: SOCKETS * EVENTS,
      delivered: [...received.values()].reduce((sum, set) => sum + set.size, 0),
      idle,
      loaded,
    },
    resolve,
  ),
);

stopping = true;
clients.forEach((client) => client.disconnect());
server.send({ type: 'stop' });
server.once('exit', () => process.exit(0));
setTimeout(() => process.exit(0), 2000).unref();
