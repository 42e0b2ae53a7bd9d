#!/usr/bin/env node
/**
 * Issue 11's JavaScript budget: `nice -n 10 node bench/first-visit-js.mjs` from the repository
 * root, after `next build`. Prints, for every public page in both languages, the JavaScript a
 * first visit downloads against the floor (a bare Next app with one static page, built from the
 * same node_modules by compare.mjs's writeFloor, in bench/out/floor; built once, then reused —
 * delete bench/out/floor to rebuild it after upgrading next/react).
 *
 * First-visit JS = the gzip size of every distinct `<script src>` of the served HTML, summed (the
 * budget's measure; tests/e2e/js-budget.spec.ts asserts it). The inline scripts (the RSC payload
 * Next streams into the HTML) are printed apart, for information: they are page data, not code.
 *
 * Options: BUDGET_JSON=1 prints the rows as JSON instead of a table.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeFloor } from './compare.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'bench', 'out');
const FLOOR = path.join(OUT, 'floor');
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next');
const BUDGET_KB = 25;
const PAGES = [
  '',
  '/about-us',
  '/policy',
  '/terms',
  '/contact-us',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forget-password',
  '/advertisements',
  '/investments',
  '{advertisement}',
  '{investment}',
];

/** A port nobody listens on now (the e2e server and the lead's servers keep theirs). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(cwd, port, env, logName) {
  const log = openSync(path.join(OUT, logName), 'w');
  return spawn('nice', ['-n', '10', process.execPath, NEXT, 'start', '-p', String(port)], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
}

function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM'); // its process group: next start and its workers
  } catch {
    // already gone
  }
}

async function waitFor(url, server, timeoutMs = 180_000) {
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

const gzipKb = (text) => gzipSync(Buffer.from(text)).length / 1024;

/** { js: gzip kB of the distinct script files, inline: gzip kB of the inline scripts }. */
async function measure(base, pagePath) {
  const response = await fetch(base + pagePath);
  if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
  return measureHtml(await response.text(), async (src) =>
    Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()),
  );
}

async function measureHtml(html, load) {
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  let js = 0;
  for (const src of sources) js += gzipKb(await load(src));
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  return { js, inline: gzipKb(inline), files: sources.size };
}

/** next start's environment: production, an embedded database of its own, no realtime. */
async function serverEnv(base) {
  const data = mkdtempSync(path.join(tmpdir(), 'fursa-budget-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(data, 'pglite'),
    FILES_DIR: path.join(data, 'files'),
    MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
    SEED_DEMO: 'true',
    APP_URL: base,
    AUTH_SECRET: 'budget-only-secret-budget-only-secret-0123',
    PUSHER_APP_SECRET: 'budget-only-realtime-secret',
    PUSHER_APP_ID: 'fursa-budget',
    PUSHER_APP_KEY: 'fursa-budget-key',
    PUSHER_PORT: String(await freePort()),
    REALTIME_DISABLED: 'true',
    BUILD_POLL_MS: '600000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return { env, data };
}

async function floorJs() {
  if (!existsSync(path.join(FLOOR, '.next', 'BUILD_ID'))) {
    writeFloor();
    console.error('[budget] building the floor (bare Next app) in bench/out/floor…');
    const built = spawnSync('nice', ['-n', '10', process.execPath, NEXT, 'build'], {
      cwd: FLOOR,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('floor build failed');
  }
  // Its one page is prerendered: next start serves this HTML verbatim, so no server is needed
  // (one would also run this repository's instrumentation.ts, which Next picks up for the floor
  // too: server-side only, the floor's browser code is Next's alone).
  const html = readFileSync(path.join(FLOOR, '.next/server/app/index.html'), 'utf8');
  return measureHtml(html, async (src) =>
    readFileSync(path.join(FLOOR, '.next', src.replace(/^\/_next\//, ''))),
  );
}

async function appRows() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const { env, data } = await serverEnv(base);
  // Cached catalogue reads of an earlier run name listings of another database (as in
  // playwright.config.ts's web server).
  rmSync(path.join(ROOT, '.next/cache/fetch-cache'), { recursive: true, force: true });
  const server = start(ROOT, port, env, 'budget-app.log');
  try {
    await waitFor(`${base}/api/health`, server);
    const ids = {};
    for (const kind of ['advertisement', 'investment']) {
      const list = await (await fetch(`${base}/en/${kind}s`)).text();
      ids[kind] = list.match(new RegExp(`/en/${kind}s/([0-9a-f-]{36})`))?.[1];
      if (!ids[kind]) throw new Error(`no ${kind} link on /en/${kind}s`);
    }
    const rows = [];
    for (const page of PAGES) {
      for (const locale of ['en', 'ar']) {
        const pagePath = `/${locale}${page.replace(/\{(\w+)\}/, (_, kind) => `/${kind}s/${ids[kind]}`)}`;
        rows.push({
          page: `/${locale}${page.replace(/\{(\w+)\}/, '/$1s/{id}')}`,
          ...(await measure(base, pagePath)),
        });
      }
    }
    return rows;
  } finally {
    stop(server);
    rmSync(data, { recursive: true, force: true });
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID')))
    throw new Error('no build: run next build');
  const floor = await floorJs();
  const rows = await appRows();
  if (process.env.BUDGET_JSON === '1') {
    console.log(JSON.stringify({ floor, budget: floor.js + BUDGET_KB, rows }, null, 2));
    return;
  }
  const kb = (n) => n.toFixed(1);
  console.log(
    `floor (bare Next /): ${kb(floor.js)} kB gzip in ${floor.files} files; budget ${kb(floor.js + BUDGET_KB)} kB`,
  );
  console.log(
    '| page | files | first-visit JS kB gzip | vs floor | inline scripts kB gzip | within budget |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    const over = r.js - floor.js;
    console.log(
      `| ${r.page} | ${r.files} | ${kb(r.js)} | ${over >= 0 ? '+' : ''}${kb(over)} | ${kb(r.inline)} | ${over <= BUDGET_KB ? 'yes' : 'NO'} |`,
    );
  }
}

main().catch((error) => {
  console.error('[budget] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
