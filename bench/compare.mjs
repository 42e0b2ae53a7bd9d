#!/usr/bin/env node
/**
 * The comparing benchmark: `node bench/compare.mjs` from the repository root, on a quiet
 * machine (it needs both cores: the server on one, the load on the other).
 *
 * 1. builds a bare Next app (one static page) from the installed next/react, the same app
 *    behind a pass-through proxy (what Next's request layer alone costs: Fursa needs a proxy),
 *    and, once Fursa answers, a bare app serving a `[locale]` page of about-us's size (the peer,
 *    bench/lib.mjs writePeer: what Next itself costs for those bytes on that route shape);
 * 2. builds Fursa unless BENCH_SKIP_BUILD=1 and a build exists;
 * 3. seeds a fresh PGlite folder (bench/out/pglite): demo content + 10,000 listings;
 * 4. starts the three with `next start`, all pinned to core 0 (taskset -c 0); only the one being
 *    measured is busy at a time;
 * 5. drives each page with autocannon pinned to core 1 (25 connections, BENCH_SECONDS each);
 * 6. measures the floor again for 5 s right before each page (this machine's speed drifts within
 *    a run) and prints per page req/s, p50/p99, the ratio to that floor, the ratio to the floor
 *    behind the proxy and to the peer (their shares measured at the start, applied), and the
 *    first visit's JavaScript (every script Chromium downloads until the network is idle, gzip:
 *    bench/first-visit.mjs) against the floor's.
 *
 * Ports 3450 (Fursa), 3451 (floor), 3452 (floor + proxy) and 3453 (peer). Options: BENCH_SECONDS
 * (10), BENCH_CONNECTIONS (25), BENCH_WARM_SECONDS (2: each round of unmeasured load on a page
 * first, repeated until the rate holds steady, for the server's JIT), BENCH_FLOOR_SECONDS (5).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './first-visit.mjs';
import {
  appEnv,
  buildBoth,
  buildFloor,
  buildPeer,
  FLOOR_PROXY,
  firstVisitJs,
  FRESH,
  NODE,
  ROOT,
  seedApp,
  start,
  stop,
  waitFor,
} from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const APP_PORT = 3450;
const FLOOR_PORT = 3451;
const PROXY_PORT = 3452;
const PEER_PORT = 3453;
/** Each page's ratio is to the floor measured for this long just before it. */
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 5);

/** autocannon in its own process on core 1, so load generation never competes with the server. */
function load(url, seconds = SECONDS, pid = undefined, headers = []) {
  const before = pid ? cpuTicks(pid) : 0;
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
      ...headers.flatMap((header) => ['-H', header]),
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
    // Server CPU per request: unlike req/s, it hardly moves when the machine's speed drifts.
    cpuMs: pid ? ((cpuTicks(pid) - before) * TICK_MS) / json.requests.total : NaN,
  };
}

/** The Node the servers run on (bench/lib.mjs NODE): the figures depend on it. */
const NODE_VERSION = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();

const TICK_MS =
  1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout || 100);

/** User + system CPU time of a process so far, in clock ticks (/proc/<pid>/stat fields 14, 15). */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** What a browser adds: with it, Next compresses every response (cached pages too). */
const AS_A_BROWSER = ['accept-encoding=gzip, deflate, br'];

/**
 * Renders the page into the cache, then loads it unmeasured in rounds of WARM_SECONDS until two
 * rounds in a row agree within 10% (at most six): a server runs a request path it has not seen
 * unoptimised for a few thousand requests. One fixed 3 s round was not enough for the first
 * detail page (whose request layer asks the database): it measured 607 req/s in a run, and
 * 1,004-1,069 when measured again. The floor gets the same treatment.
 */
async function warm(url) {
  for (let i = 0; i < 5; i++) await fetch(url, FRESH).then((r) => r.arrayBuffer());
  let last = load(url, WARM_SECONDS).rps;
  for (let round = 1; round < 6; round++) {
    const now = load(url, WARM_SECONDS).rps;
    if (Math.abs(now - last) <= 0.1 * Math.max(now, last)) return;
    last = now;
  }
}

/** The size of a page's HTML as served (uncompressed), in kB. */
async function htmlKb(url) {
  return (await (await fetch(url, FRESH)).arrayBuffer()).byteLength / 1024;
}

async function main() {
  buildBoth();
  buildFloor(FLOOR_PROXY, true);
  const env = appEnv(APP_PORT);
  seedApp(env, true);

  const rows = [];
  const gzipRows = [];
  const env0 = { ...process.env, NODE_ENV: 'production' };
  const floorBase = `http://localhost:${FLOOR_PORT}`;
  const proxyBase = `http://localhost:${PROXY_PORT}`;
  const base = `http://localhost:${APP_PORT}`;
  // All three run at once, pinned to the same core; only the one being measured is busy.
  // First-visit JavaScript is counted in Chromium (bench/first-visit.mjs), between the loads.
  const browser = await launchBrowser();
  const servers = [
    start('floor', FLOOR_PORT, env0),
    start('floor-proxy', PROXY_PORT, env0),
    start('app', APP_PORT, env),
  ];
  try {
    await waitFor(`${floorBase}/`, servers[0]);
    await waitFor(`${proxyBase}/`, servers[1]);
    await waitFor(`${base}/api/health`, servers[2]);
    await warm(`${floorBase}/`);
    const floorJs = (await firstVisitJs(browser, floorBase, '/')).js;
    const [floorPid, proxyPid, appPid] = servers.map((server) => server.pid);
    rows.push({
      page: 'floor: bare Next /',
      ...load(`${floorBase}/`, SECONDS, floorPid),
      kb: await htmlKb(`${floorBase}/`),
      js: floorJs,
    });
    await warm(`${proxyBase}/`);
    const proxyLine = {
      page: 'floor + pass-through proxy',
      ...load(`${proxyBase}/`, SECONDS, proxyPid),
      kb: await htmlKb(`${proxyBase}/`),
      js: floorJs,
    };
    proxyLine.floorRps = rows[0].rps;
    rows[0].floorRps = rows[0].rps;
    rows.push(proxyLine);

    // The peer: built now, to the size of Fursa's about-us as served.
    const aboutKb =
      (await (await fetch(`${base}/en/about-us`, FRESH)).arrayBuffer()).byteLength / 1024;
    buildPeer(Math.round(aboutKb));
    const peerBase = `http://localhost:${PEER_PORT}`;
    const peer = start('peer', PEER_PORT, env0);
    servers.push(peer);
    await waitFor(`${peerBase}/en/about`, peer);
    await fetch(`${peerBase}/en/now`, FRESH).then((r) => r.arrayBuffer()); // renders once
    await warm(`${peerBase}/en/about`);
    const peerFloor = load(`${floorBase}/`, FLOOR_SECONDS).rps;
    const peerLine = {
      page: `peer: bare Next, a ${Math.round(aboutKb)} kB [locale] page`,
      ...load(`${peerBase}/en/about`, SECONDS, peer.pid),
      kb: await htmlKb(`${peerBase}/en/about`),
      floorRps: peerFloor,
      js: (await firstVisitJs(browser, peerBase, '/en/about')).js,
    };
    rows.push(peerLine);
    await warm(`${peerBase}/ar/about-ar`);
    const peerArFloor = load(`${floorBase}/`, FLOOR_SECONDS).rps;
    rows.push({
      page: `peer: the same page in Arabic (two-byte string)`,
      ...load(`${peerBase}/ar/about-ar`, SECONDS, peer.pid),
      kb: await htmlKb(`${peerBase}/ar/about-ar`),
      floorRps: peerArFloor,
      js: (await firstVisitJs(browser, peerBase, '/ar/about-ar')).js,
    });

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
      // The floor again, right before: this machine's speed drifts by ±20% within a run.
      const floorNow = load(`${floorBase}/`, FLOOR_SECONDS).rps;
      const measured = load(base + pagePath, SECONDS, appPid);
      rows.push({
        page: pagePath.replace(/[0-9a-f-]{36}/, '{id}'),
        group,
        ...measured,
        floorRps: floorNow,
        kb: await htmlKb(base + pagePath),
        js: (await firstVisitJs(browser, base, pagePath)).js,
      });
    }
    // The same pages as a browser asks for them: Next gzips each response anew (docs/caching.md).
    for (const pagePath of ['/en/about-us', '/en/advertisements', ad]) {
      load(base + pagePath, WARM_SECONDS, undefined, AS_A_BROWSER);
      const floorNow = load(`${floorBase}/`, FLOOR_SECONDS, floorPid, AS_A_BROWSER);
      const measured = load(base + pagePath, SECONDS, appPid, AS_A_BROWSER);
      gzipRows.push({
        page: pagePath.replace(/[0-9a-f-]{36}/, '{id}'),
        ...measured,
        floor: floorNow,
      });
    }
  } finally {
    servers.forEach(stop);
    await browser.close();
  }

  const [floorLine, proxyLine, peerLine] = rows;
  // The proxy's and the peer's shares as measured at the start, applied to each page's own floor
  // measurement.
  const proxyShare = proxyLine.rps / floorLine.rps;
  const peerShare = peerLine.rps / peerLine.floorRps;
  const line = (r) => {
    const vsFloor = r.rps / r.floorRps;
    const js = r.js - floorLine.js;
    return `| ${r.page} | ${r.kb.toFixed(0)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.floorRps.toFixed(0)} | ${vsFloor.toFixed(2)}× | ${(vsFloor / proxyShare).toFixed(2)}× | ${(vsFloor / peerShare).toFixed(2)}× | ${r.cpuMs.toFixed(2)} (${(floorLine.cpuMs / r.cpuMs).toFixed(2)}×) | ${r.js.toFixed(1)} (${js >= 0 ? '+' : ''}${js.toFixed(1)}) |${r.bad ? ` ${r.bad} non-2xx/errors` : ''}`;
  };
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per page, servers on core 0 (Node ${NODE_VERSION}), autocannon on core 1\n`,
  );
  console.log(
    "| page | HTML kB | req/s | p50 ms | p99 ms | floor req/s just before | vs floor | vs floor + proxy | vs peer | server CPU ms/request (floor's / this) | first-visit JS kB gzip (vs floor) |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(line(r));

  console.log(
    `\nAs a browser asks (${AS_A_BROWSER[0].replace('=', ': ')}): every response gzipped\n`,
  );
  console.log(
    '| page | req/s | p99 ms | floor req/s just before (gzip) | vs floor | server CPU ms/request (floor / this) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of gzipRows) {
    console.log(
      `| ${r.page} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.floor.rps.toFixed(0)} | ${(r.rps / r.floor.rps).toFixed(2)}× | ${r.floor.cpuMs.toFixed(2)} / ${r.cpuMs.toFixed(2)} |${r.bad ? ` ${r.bad} non-2xx/errors` : ''}`,
    );
  }
}

main().catch((error) => {
  console.error(
    '[bench] failed:',
    error instanceof Error ? error.message : error,
    error?.cause ?? '',
  );
  process.exit(1);
});
