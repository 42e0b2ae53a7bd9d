#!/usr/bin/env node
/**
 * Catalogue benchmark: `node bench/run.mjs` from the repository root.
 *
 * 1. seeds a fresh PGlite folder (bench/out/pglite) with the demo content and 10,000 listings;
 * 2. builds the app if there is no build yet (.next/BUILD_ID);
 * 3. starts `next start -p 3322` on that database, waits for /api/health;
 * 4. runs autocannon (10 connections, ~10 s) against the advertisements catalogue, a filtered
 *    and sorted investments catalogue, and an advertisement's detail page;
 * 5. prints one line per target and one overall line (req/s, p95 latency), stops the server.
 *
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'bench', 'out');
const PORT = 3322;
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PGLITE_DIR: path.join(OUT, 'pglite'),
  FILES_DIR: path.join(OUT, 'files'),
  MAIL_OUTBOX_DIR: path.join(OUT, 'outbox'),
  SEED_DEMO: 'true',
  APP_URL: BASE,
  AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
  BUILD_POLL_MS: '600000',
};
delete env.DATABASE_URL; // always the embedded database, never a shared server

function run(command, args, extra = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...extra });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitForHealth(server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error('the server exited; see bench/out/server.log');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy in time');
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, url) {
  for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.arrayBuffer()); // warm-up
  const latencies = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'user-agent': 'fursa-bench', 'accept-language': 'en' },
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const line = {
    label,
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.total / result.duration,
    p95: percentile(latencies, 95),
    non2xx: result.non2xx + result.errors + result.timeouts,
    latencies,
  };
  console.log(
    `${label.padEnd(44)} ${line.rps.toFixed(1).padStart(7)} req/s   p95 ${line.p95.toFixed(0).padStart(5)} ms   ` +
      `(${line.requests} requests${line.non2xx ? `, ${line.non2xx} errors/non-2xx` : ''})`,
  );
  return line;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const dir of ['pglite', 'files', 'outbox'])
    rmSync(path.join(OUT, dir), { recursive: true, force: true });

  console.log('[bench] seeding bench/out/pglite (demo content + 10,000 listings)…');
  run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      '--import',
      './scripts/no-server-only.mjs',
      'scripts/seed-large.ts',
    ],
    { env },
  );

  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('[bench] no build found: next build…');
    run(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build']);
  }

  const log = openSync(path.join(OUT, 'server.log'), 'w');
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)],
    { cwd: ROOT, env, detached: true, stdio: ['ignore', log, log] },
  );
  try {
    await waitForHealth(server);
    const html = await (await fetch(`${BASE}/en/advertisements`)).text();
    const detail = html.match(/\/en\/advertisements\/[0-9a-f-]{36}/)?.[0];
    if (!detail) throw new Error('no advertisement link found on /en/advertisements');

    console.log(`[bench] ${CONNECTIONS} connections, ${SECONDS} s per target`);
    const lines = [];
    lines.push(await measure('/en/advertisements', `${BASE}/en/advertisements`));
    lines.push(
      await measure(
        '/en/investments?sort=price_asc&city=riyadh',
        `${BASE}/en/investments?sort=price_asc&city=riyadh`,
      ),
    );
    lines.push(await measure('/en/advertisements/{id}', `${BASE}${detail}`));

    const all = lines.flatMap((l) => l.latencies).sort((a, b) => a - b);
    const requests = lines.reduce((n, l) => n + l.requests, 0);
    const seconds = lines.reduce((n, l) => n + l.seconds, 0);
    const errors = lines.reduce((n, l) => n + l.non2xx, 0);
    console.log(
      `${'overall'.padEnd(44)} ${(requests / seconds).toFixed(1).padStart(7)} req/s   p95 ${percentile(all, 95).toFixed(0).padStart(5)} ms   ` +
        `(${requests} requests${errors ? `, ${errors} errors/non-2xx` : ''})`,
    );
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM'); // the whole process group: next start and its workers
    } catch {
      // already gone
    }
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
