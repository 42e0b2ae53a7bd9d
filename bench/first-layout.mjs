#!/usr/bin/env node
/**
 * Where the first layout's time goes on a cold load, page beside page:
 *
 *   node bench/first-layout.mjs http://localhost:3461/ http://localhost:3390/en [...] [--runs=5]
 *
 * Give the floor (a bare Next page, `bench/lib.mjs` buildFloor) first: the figures mean little
 * alone. Each URL is loaded RUNS times in a fresh browser context of one Debian Chromium (mobile
 * viewport, nothing cached), traced, and the medians printed: the longest layout's wall time and
 * CPU time, the renderer's time blocked in synchronous calls to the browser process, and the font
 * calls among them (family matches, `local()` lookups, render style per strike, fallback per
 * character) with the families matched.
 *
 * Why it matters: Lighthouse's simulation stretches a task's wall
 * time four times, waiting included, and a sandboxed Chromium on Linux asks the browser process for
 * every font it resolves, synchronously, while that process is busy with the page's requests.
 * Loads are interleaved URL by URL, so a machine that slows down mid-run slows every page alike.
 * Later loads of the same font in one browser are cheaper (the browser process caches its
 * matches): compare pages within one run, not across runs.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const urls = args.filter((a) => !a.startsWith('--'));
if (urls.length < 2) {
  console.error('usage: node bench/first-layout.mjs FLOOR_URL URL... [--runs=N] (the floor first)');
  process.exit(2);
}

const FONT_CALL =
  /MatchFamilyName$|RenderStyleForStrike|MatchFontByPostscriptName|GetFallbackFontForCharacter/;
const BLOCKED = 'ScopedBlockingCallWithBaseSyncPrimitives';
const ms = (us) => us / 1000;

/** The time covered by the outermost of some trace events (a blocking call can nest another). */
function outermost(spans) {
  let total = 0;
  let end = -Infinity;
  for (const span of spans.sort((a, b) => a.ts - b.ts)) {
    if (span.ts >= end) total += span.dur;
    else if (span.ts + span.dur > end) total += span.ts + span.dur - end;
    end = Math.max(end, span.ts + span.dur);
  }
  return total;
}

/** One cold load, traced: the figures of the renderer thread that parsed the page. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'fonts',
      'base',
    ],
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.waitForTimeout(800);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`no parse of ${url} in the trace`);
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const layout = own.filter((e) => e.name === 'Layout').sort((a, b) => b.dur - a.dur)[0];
  const within = (e) => e.ts >= layout.ts && e.ts <= layout.ts + layout.dur;
  const fontCalls = own.filter((e) => FONT_CALL.test(e.name) && within(e));
  return {
    layoutMs: ms(layout.dur),
    layoutCpuMs: ms(layout.tdur ?? 0),
    blockedInLayoutMs: ms(outermost(own.filter((e) => e.name === BLOCKED && within(e)))),
    fontCalls: fontCalls.length,
    families: own.filter((e) => e.args?.family_name).map((e) => e.args.family_name),
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', ...CHROMIUM_FLAGS],
});
const results = new Map(urls.map((url) => [url, []]));
for (let run = 0; run < RUNS; run += 1) {
  for (const url of urls) results.get(url).push(await measure(browser, url));
}
await browser.close();

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Longest layout of a cold load, median of ${RUNS} (ms; font calls inside it)\n`);
console.log(
  '| page | layout wall | layout CPU | blocked on the browser | font calls | families matched |',
);
console.log('|---|---|---|---|---|---|');
for (const [url, rows] of results) {
  const m = (key) => median(rows.map((r) => r[key])).toFixed(1);
  const families = [...new Set(rows.flatMap((r) => r.families))].join(', ') || '–';
  console.log(
    `| ${url} | ${m('layoutMs')} | ${m('layoutCpuMs')} | ${m('blockedInLayoutMs')} | ${median(rows.map((r) => r.fontCalls))} | ${families} |`,
  );
}
