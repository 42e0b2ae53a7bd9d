#!/usr/bin/env node
/**
 * Issue 11's comparing benchmark: `node bench/compare.mjs` from the repository root (run it under
 * the shared heavy lock: `flock /tmp/fursa-heavy.lock node bench/compare.mjs`).
 *
 * 1. builds a bare Next app (one static page) from the installed next/react, in bench/out/floor;
 * 2. builds Fursa unless BENCH_SKIP_BUILD=1 and a build exists;
 * 3. seeds a fresh PGlite folder (bench/out/pglite): demo content + 10,000 listings;
 * 4. starts both with `next start` pinned to core 0 (taskset -c 0), one after the other;
 * 5. drives each page with autocannon pinned to core 1 (25 connections, BENCH_SECONDS each);
 * 6. prints per page req/s, p50/p99, the ratio to the floor's req/s, and the first visit's
 *    JavaScript (every <script src> of the HTML, gzip) against the floor's.
 *
 * Ports 3450 (Fursa) and 3451 (floor). Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (25).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'bench', 'out');
const FLOOR = path.join(OUT, 'floor');
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);
const APP_PORT = 3450;
const FLOOR_PORT = 3451;

const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PGLITE_DIR: path.join(OUT, 'pglite'),
  FILES_DIR: path.join(OUT, 'files'),
  MAIL_OUTBOX_DIR: path.join(OUT, 'outbox'),
  SEED_DEMO: 'true',
  APP_URL: `http://localhost:${APP_PORT}`,
  AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
  BUILD_POLL_MS: '600000',
};
delete appEnv.DATABASE_URL; // always the embedded database, never a shared server
delete appEnv.REDIS_URL; // one instance: the single-process cache

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The floor: what `create-next-app` minus styling gives, one static page, same Next/React. */
export function writeFloor() {
  rmSync(FLOOR, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR, 'app'), { recursive: true });
  writeFileSync(
    path.join(FLOOR, 'package.json'),
    JSON.stringify({ private: true, type: 'module' }),
  );
  // Inside the repository, so node_modules resolves to ours (no network); turbopack's root too.
  writeFileSync(
    path.join(FLOOR, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(ROOT)} }, poweredByHeader: false };\n`,
  );
  writeFileSync(
    path.join(FLOOR, 'app', 'layout.js'),
    `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    path.join(FLOOR, 'app', 'page.js'),
    `export default function Page() {
  return <main><h1>Hello</h1><p>A bare Next.js page: the floor of this machine.</p></main>;
}
`,
  );
}

async function waitFor(url, server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server for ${url} exited (see bench/out/*.log)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

function start(cwd, port, env, logName) {
  const log = openSync(path.join(OUT, logName), 'w');
  return spawn('taskset', ['-c', '0', process.execPath, NEXT, 'start', '-p', String(port)], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
}

function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM'); // the process group: next start and its workers
  } catch {
    // already gone
  }
}

/** autocannon in its own process on core 1, so load generation never competes with the server. */
function load(url) {
  const result = spawnSync(
    'taskset',
    [
      '-c',
      '1',
      process.execPath,
      path.join(ROOT, 'node_modules/autocannon/autocannon.js'),
      '-c',
      String(CONNECTIONS),
      '-d',
      String(SECONDS),
      '-j',
      '-H',
      'accept-language=en',
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`autocannon ${url}: ${result.stderr}`);
  const json = JSON.parse(result.stdout);
  return {
    rps: json.requests.total / json.duration,
    p50: json.latency.p50,
    p99: json.latency.p99,
    bad: json.non2xx + json.errors + json.timeouts,
  };
}

/** First-visit JavaScript: every script the HTML references, gzip-compressed, summed. */
export async function firstVisitJs(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

async function warm(url) {
  for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.arrayBuffer());
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  writeFloor();
  console.log('[bench] building the floor (bare Next app)…');
  run(process.execPath, [NEXT, 'build'], {
    cwd: FLOOR,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (!(process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, '.next', 'BUILD_ID')))) {
    console.log('[bench] building Fursa…');
    run(process.execPath, [NEXT, 'build']);
  }
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
    { env: appEnv },
  );

  const rows = [];
  const floorBase = `http://localhost:${FLOOR_PORT}`;
  const floor = start(FLOOR, FLOOR_PORT, { ...process.env, NODE_ENV: 'production' }, 'floor.log');
  let floorLine;
  try {
    await waitFor(`${floorBase}/`, floor);
    await warm(`${floorBase}/`);
    floorLine = {
      page: 'floor: bare Next /',
      ...load(`${floorBase}/`),
      js: await firstVisitJs(floorBase, '/'),
    };
  } finally {
    stop(floor);
  }
  rows.push(floorLine);

  const base = `http://localhost:${APP_PORT}`;
  const app = start(ROOT, APP_PORT, appEnv, 'app.log');
  try {
    await waitFor(`${base}/api/health`, app);
    const list = await (await fetch(`${base}/en/advertisements`)).text();
    const ad = list.match(/\/en\/advertisements\/[0-9a-f-]{36}/)?.[0];
    const invList = await (await fetch(`${base}/en/investments`)).text();
    const investment = invList.match(/\/en\/investments\/[0-9a-f-]{36}/)?.[0];
    if (!ad || !investment) throw new Error('no listing links found on the catalogues');
    const pages = [
      ['/en/about-us', 'static'],
      ['/en/policy', 'static'],
      ['/en/terms', 'static'],
      ['/en', 'static'],
      ['/ar/about-us', 'static'],
      ['/en/auth/login', 'static'],
      ['/en/contact-us', 'static'],
      ['/en/advertisements', 'catalogue'],
      ['/en/investments', 'catalogue'],
      [ad, 'detail'],
      [investment, 'detail'],
      ['/en/advertisements?category=real_estate&sort=price_asc', 'filtered'],
      ['/en/investments?city=riyadh&sort=price_asc', 'filtered'],
    ];
    for (const [pagePath, group] of pages) {
      await warm(base + pagePath);
      const measured = load(base + pagePath);
      rows.push({
        page: pagePath.replace(/[0-9a-f-]{36}/, '{id}'),
        group,
        ...measured,
        js: await firstVisitJs(base, pagePath),
      });
    }
  } finally {
    stop(app);
  }

  const line = (r) =>
    `| ${r.page} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / floorLine.rps).toFixed(2)}× | ${r.js.toFixed(1)} (${r.js - floorLine.js >= 0 ? '+' : ''}${(r.js - floorLine.js).toFixed(1)}) |${r.bad ? ` ${r.bad} non-2xx/errors` : ''}`;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per page, server on core 0, autocannon on core 1\n`,
  );
  console.log('| page | req/s | p50 ms | p99 ms | vs floor | first-visit JS kB gzip (vs floor) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(line(r));
}

// Run only as a script: bench/first-visit-js.mjs imports the floor and the measure from here.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error('[bench] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
