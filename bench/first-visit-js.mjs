#!/usr/bin/env node
/**
 * The JavaScript budget: `node bench/first-visit-js.mjs` from the repository root, after
 * `next build`. Prints, for every public page in both languages, the JavaScript a first visit
 * downloads against the floor (a bare Next app with one static page, built in the same run from
 * the same node_modules: bench/lib.mjs).
 *
 * First-visit JS = the gzip size of every script a visitor's browser downloads until the network
 * is idle, whatever loads it (bench/first-visit.mjs; tests/e2e/js-budget.spec.ts asserts the same
 * budget). The inline scripts (the RSC payload Next streams into the HTML) are printed apart, for
 * information: they are page data, not downloads.
 *
 * Ports 3470 (Fursa) and 3471 (floor). BUDGET_JSON=1 prints the rows as JSON instead of a table.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUDGET_OVER_FLOOR_KB, FIRST_VISIT_PAGES, launchBrowser } from './first-visit.mjs';
import { appEnv, buildFloor, firstVisitJs, ROOT, start, stop, waitFor } from './lib.mjs';

const BUDGET_KB = BUDGET_OVER_FLOOR_KB;
const APP_PORT = 3470;
const FLOOR_PORT = 3471;
const PAGES = [...FIRST_VISIT_PAGES, '{advertisement}', '{investment}'];

async function floorJs(browser) {
  buildFloor();
  const floor = start('floor', FLOOR_PORT, { ...process.env, NODE_ENV: 'production' }, false);
  try {
    await waitFor(`http://localhost:${FLOOR_PORT}/`, floor);
    return await firstVisitJs(browser, `http://localhost:${FLOOR_PORT}`, '/');
  } finally {
    stop(floor);
  }
}

async function appRows(browser) {
  const base = `http://localhost:${APP_PORT}`;
  const data = mkdtempSync(path.join(tmpdir(), 'fursa-budget-'));
  const env = {
    ...appEnv(APP_PORT),
    PGLITE_DIR: path.join(data, 'pglite'),
    FILES_DIR: path.join(data, 'files'),
    MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
  };
  const server = start('app', APP_PORT, env, false);
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
          ...(await firstVisitJs(browser, base, pagePath)),
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
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID')))
    throw new Error('no build: run next build');
  const browser = await launchBrowser();
  let floor;
  let rows;
  try {
    floor = await floorJs(browser);
    rows = await appRows(browser);
  } finally {
    await browser.close();
  }
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
