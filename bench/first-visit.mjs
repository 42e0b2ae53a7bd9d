// First-visit JavaScript, as a visitor's browser downloads it: every response of type "script"
// that a fresh browser context receives for one page until the network has been idle for
// IDLE_MS, whatever asked for it (the HTML's tags, a script's dynamic import, the chunks a
// prefetched route brings along), each body gzip-compressed (zlib level 6) and summed, each URL
// once. Inline scripts are part of the HTML, not downloads: they are not counted.
//
// Idle: nothing in flight and nothing new for IDLE_MS. The app prefetches a link once it has been
// visible for a second (SPEC 9, components/runtime/prefetch-manager.tsx), so the wait must be
// longer than that, or what a prefetch downloads would be missed.
//
// Shared by bench/first-visit-js.mjs, bench/compare.mjs and tests/e2e/js-budget.spec.ts.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

export const IDLE_MS = 2500;

/** A public page's first visit may download at most the bare Next floor plus this, gzip. */
export const BUDGET_OVER_FLOOR_KB = 25;

/** The public pages whose first visit is measured (paths after the locale); details apart. */
export const FIRST_VISIT_PAGES = [
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
];
const MAX_WAIT_MS = 30_000;
const SHELL = '/usr/bin/chromium-headless-shell';

/** A desktop visitor, as the e2e tests' "Desktop Chrome" device. */
export const VISITOR = { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 };

/** Debian's Chromium (its headless shell when installed), with the repository's flags. */
export function launchBrowser() {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

/**
 * The scripts a first visit of `url` downloads: `{ kb, files, scripts }`, `scripts` listing each
 * URL with its gzip size in kB. `browser` is a Playwright browser (a new context is made here).
 */
export async function firstVisitScripts(browser, url) {
  const context = await browser.newContext(VISITOR);
  const page = await context.newPage();
  const sizes = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const done = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', done);
  page.on('requestfinished', async (request) => {
    try {
      if (request.resourceType() === 'script' && !sizes.has(request.url())) {
        const body = await (await request.response())?.body();
        if (body) sizes.set(request.url(), gzipSync(body).length / 1024);
      }
    } finally {
      done(request);
    }
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    const until = Date.now() + MAX_WAIT_MS;
    while ((inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const scripts = [...sizes].map(([src, kb]) => ({ src, kb }));
    return {
      status: response?.status() ?? 0,
      kb: scripts.reduce((sum, script) => sum + script.kb, 0),
      files: scripts.length,
      scripts,
    };
  } finally {
    await context.close();
  }
}
