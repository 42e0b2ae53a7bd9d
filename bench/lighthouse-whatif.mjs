#!/usr/bin/env node
/**
 * What would Lighthouse have estimated without a request, or had it finished later?
 *
 *   lighthouse URL -G=DIR --only-categories=performance   # gather once (Lighthouse 12)
 *   node bench/lighthouse-whatif.mjs DIR drop=woff2 'late=chunks/.*\.js'
 *
 * Lighthouse estimates a slow phone's metrics from one fast load: its simulation counts every
 * request that had finished before the first (or largest) paint it observed, and stretches each
 * main-thread task four times. Which requests made the estimate is invisible in the report; this
 * re-runs the same audits (`lighthouse -A`) on an edited copy of the gathered devtools log, so one
 * trace answers "what if" without the noise of a new load.
 * Edits (bench/whatif-log.mjs): `drop=REGEX` removes the matching requests, `late=REGEX[@SECONDS]`
 * makes them finish that much later (one second by default). Each edit applies alone, then all
 * together. LIGHTHOUSE_BIN as in bench/lighthouse.mjs.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editLog, parseEdit } from './whatif-log.mjs';

const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const [dir, ...args] = process.argv.slice(2);
if (!dir || args.length === 0) {
  console.error(
    'usage: node bench/lighthouse-whatif.mjs GATHERED_DIR drop=REGEX|late=REGEX[@S]...',
  );
  process.exit(2);
}
const LOG = 'defaultPass.devtoolslog.json';
/** The gathered log, read once; editLog copies it for each audit. */
const gathered = JSON.parse(readFileSync(path.join(dir, LOG), 'utf8'));

function audit(edits) {
  const work = mkdtempSync(path.join(tmpdir(), 'fursa-whatif-'));
  try {
    cpSync(dir, work, { recursive: true });
    const { log, touched } = editLog(gathered, edits);
    writeFileSync(path.join(work, LOG), JSON.stringify(log));
    const out = path.join(work, 'report.json');
    const run = spawnSync(
      LIGHTHOUSE,
      [
        `-A=${work}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.status !== 0) throw new Error(`lighthouse -A failed (${run.status})`);
    const { audits, categories } = JSON.parse(readFileSync(out, 'utf8'));
    const ms = (id) => Math.round(audits[id].numericValue);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      touched,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const edits = args.map(parseEdit);
const rows = [['as gathered', audit([])]];
for (const [i, edit] of edits.entries()) rows.push([args[i], audit([edit])]);
if (edits.length > 1) rows.push(['all of them', audit(edits)]);
console.log(
  '| edit | requests | performance | FCP ms | LCP ms | TBT ms |\n|---|---|---|---|---|---|',
);
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${r.touched.join('+') || '-'} | ${r.score} | ${r.fcp} | ${r.lcp} | ${r.tbt} |`,
  );
}
