import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
const [, , url, out, w = '1280', h = '900'] = process.argv;
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
// NOJS=1: what the server sent, before any script runs.
const p = await b.newPage({
  viewport: { width: +w, height: +h },
  javaScriptEnabled: process.env.NOJS !== '1',
});
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await b.close();
