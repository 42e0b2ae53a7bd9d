#!/usr/bin/env node
/**
 * Issue 11's comparing benchmark: `node bench/compare.mjs` from the repository root, on a quiet
 * machine (it needs both cores: the server on one, the load on the other).
 *
 * 1. builds a bare Next app (one static page) from the installed next/react, and the same app
 *    behind a pass-through proxy (what Next's request layer alone costs: Fursa needs a proxy);
 * 2. builds Fursa unless BENCH_SKIP_BUILD=1 and a build exists;
 * 3. seeds a fresh PGlite folder (bench/out/pglite): demo content + 10,000 listings;
 * 4. starts each with `next start` pinned to core 0 (taskset -c 0), one after the other;
 * 5. drives each page with autocannon pinned to core 1 (25 connections, BENCH_SECONDS each);
 * 6. prints per page req/s, p50/p99, the ratios to both floors' req/s, and the first visit's
 *    JavaScript (every <script src> of the HTML, gzip) against the floor's.
 *
 * Ports 3450 (Fursa) and 3451 (floor). Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (25),
 * BENCH_WARM_SECONDS (3: unmeasured load on each page first, for the server's JIT).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  appEnv,
  buildBoth,
  buildFloor,
  FLOOR_PROXY,
  firstVisitJs,
  FRESH,
  ROOT,
  seedApp,
  start,
  stop,
  waitFor,
} from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const APP_PORT = 3450;
const FLOOR_PORT = 3451;

/** autocannon in its own process on core 1, so load generation never competes with the server. */
function load(url, seconds = SECONDS) {
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
      String(seconds),
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

/**
 * Renders the page into the cache, then loads it for WARM_SECONDS unmeasured: a server that just
 * started runs its request path unoptimised for a few thousand requests (the first page measured
 * came out at half its speed), and the floor gets the same treatment.
 */
async function warm(url) {
  for (let i = 0; i < 5; i++) await fetch(url, FRESH).then((r) => r.arrayBuffer());
  load(url, WARM_SECONDS);
}

async function main() {
  buildBoth();
  buildFloor(FLOOR_PROXY, true);
  const env = appEnv(APP_PORT);
  seedApp(env, true);

  const rows = [];
  const floorBase = `http://localhost:${FLOOR_PORT}`;
  const floor = start('floor', FLOOR_PORT, { ...process.env, NODE_ENV: 'production' });
  let floorLine;
  try {
    await waitFor(`${floorBase}/`, floor);
    await warm(`${floorBase}/`);
    floorLine = {
      page: 'floor: bare Next /',
      ...load(`${floorBase}/`),
      js: (await firstVisitJs(floorBase, '/')).js,
    };
  } finally {
    stop(floor);
  }
  rows.push(floorLine);

  const proxied = start('floor-proxy', FLOOR_PORT, { ...process.env, NODE_ENV: 'production' });
  let proxyLine;
  try {
    await waitFor(`${floorBase}/`, proxied);
    await warm(`${floorBase}/`);
    proxyLine = { page: 'floor + pass-through proxy', ...load(`${floorBase}/`), js: floorLine.js };
  } finally {
    stop(proxied);
  }
  rows.push(proxyLine);

  const base = `http://localhost:${APP_PORT}`;
  const app = start('app', APP_PORT, env);
  try {
    await waitFor(`${base}/api/health`, app);
    const list = await (await fetch(`${base}/en/advertisements`, FRESH)).text();
    const ad = list.match(/\/en\/advertisements\/[0-9a-f-]{36}/)?.[0];
    const invList = await (await fetch(`${base}/en/investments`, FRESH)).text();
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
        js: (await firstVisitJs(base, pagePath)).js,
      });
    }
  } finally {
    stop(app);
  }

  const line = (r) =>
    `| ${r.page} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / floorLine.rps).toFixed(2)}× | ${(r.rps / proxyLine.rps).toFixed(2)}× | ${r.js.toFixed(1)} (${r.js - floorLine.js >= 0 ? '+' : ''}${(r.js - floorLine.js).toFixed(1)}) |${r.bad ? ` ${r.bad} non-2xx/errors` : ''}`;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per page, server on core 0, autocannon on core 1\n`,
  );
  console.log(
    '| page | req/s | p50 ms | p99 ms | vs floor | vs floor + proxy | first-visit JS kB gzip (vs floor) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(line(r));
}

main().catch((error) => {
  console.error(
    '[bench] failed:',
    error instanceof Error ? error.message : error,
    error?.cause ?? '',
  );
  process.exit(1);
});
