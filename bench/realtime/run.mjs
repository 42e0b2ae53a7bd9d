#!/usr/bin/env node
/**
 * Realtime benchmark: `node bench/realtime/run.mjs` from the repository root.
 *
 * Runs the same workload (workload.mjs: BENCH_SOCKETS pusher-js sockets, default 2000, each on
 * its own private channel, BENCH_EVENTS events each, default 5, published through the signed HTTP
 * API) against two servers, one after the other, each in its own process with a fresh client
 * process: ours (server.mjs, realtime-server/, port BENCH_REALTIME_PORT, default 6201), then
 * the bare peer (ref-server.mjs, the next port). Prints one table: connect+subscribe time,
 * delivery latency p50/p95/p99/max, messages lost and server memory per connection, with
 * our/ref ratios (above 1: ours is slower or larger). Exits 1 when either server lost a message.
 *
 * Every process needs about as many file descriptors as sockets (ulimit -n), checked first.
 */
import { fork, spawnSync } from 'node:child_process';
import path from 'node:path';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5);
const PORT = Number(process.env.BENCH_REALTIME_PORT ?? 6201);

const limit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
if (limit !== 'unlimited' && Number(limit) < SOCKETS + 100) {
  console.error(`ulimit -n is ${limit}: raise it above ${SOCKETS + 100} (ulimit -n 20000)`);
  process.exit(1);
}

function measure(serverScript, port) {
  return new Promise((resolve, reject) => {
    let result;
    const child = fork(path.join(HERE, 'workload.mjs'), {
      env: {
        ...process.env,
        BENCH_SERVER: path.join('bench/realtime', serverScript),
        BENCH_PORT: String(port),
        BENCH_SOCKETS: String(SOCKETS),
        BENCH_EVENTS: String(EVENTS),
      },
    });
    child.on('message', (message) => {
      if (message.type === 'result') result = message;
    });
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`${serverScript}: workload exited ${code}`)),
    );
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const figures = (run) => ({
  connectAll: run.connectTotal,
  connectP50: percentile(run.connectTimes, 50),
  connectP95: percentile(run.connectTimes, 95),
  p50: percentile(run.latencies, 50),
  p95: percentile(run.latencies, 95),
  p99: percentile(run.latencies, 99),
  max: percentile(run.latencies, 100),
  lost: run.expected - run.delivered,
  rss: (run.loaded.rss - run.idle.rss) / SOCKETS / 1024,
  heap: (run.loaded.heapUsed - run.idle.heapUsed) / SOCKETS / 1024,
});

const ours = figures(await measure('server.mjs', PORT));
const ref = figures(await measure('ref-server.mjs', PORT + 1));

const rows = [
  ['connect+subscribe, all sockets', 'connectAll', 'ms', 0],
  ['connect+subscribe per socket p50', 'connectP50', 'ms', 2],
  ['connect+subscribe per socket p95', 'connectP95', 'ms', 2],
  ['delivery latency p50', 'p50', 'ms', 2],
  ['delivery latency p95', 'p95', 'ms', 2],
  ['delivery latency p99', 'p99', 'ms', 2],
  ['delivery latency max', 'max', 'ms', 2],
  [`messages lost (of ${SOCKETS * EVENTS})`, 'lost', '', 0],
  ['server memory per connection, RSS', 'rss', 'KB', 1],
  ['server memory per connection, heap', 'heap', 'KB', 1],
];
const cell = (value, unit, digits) => `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
const ratio = (a, b) => (b > 0 && a >= 0 ? `${(a / b).toFixed(2)}×` : a === b ? '=' : 'n/a');
console.log(
  `realtime bench: ${SOCKETS} pusher-js sockets on private channels, ${EVENTS} events each, ours (realtime-server) then the bare peer (bench/realtime/ref-server.mjs), same run`,
);
console.log('');
console.log('| figure | ours | ref | our/ref |');
console.log('|---|--:|--:|--:|');
for (const [label, key, unit, digits] of rows)
  console.log(
    `| ${label} | ${cell(ours[key], unit, digits)} | ${cell(ref[key], unit, digits)} | ${ratio(ours[key], ref[key])} |`,
  );
process.exitCode = ours.lost === 0 && ref.lost === 0 ? 0 : 1;
