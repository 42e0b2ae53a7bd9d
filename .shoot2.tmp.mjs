import { chromium } from 'playwright-core';
const base = 'http://localhost:3390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const out = [];
for (const who of ['visitor', 'owner']) for (const lang of ['en', 'ar']) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  if (who === 'owner') {
    await page.goto(`${base}/${lang}/auth/login`);
    await page.locator('input[type="email"]').fill('owner@fursa.local');
    await page.locator('input[type="password"]').first().fill('Demo!2345');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/profile/);
  }
  await page.goto(`${base}/${lang}/contact-us`, { waitUntil: 'networkidle' });
  if (who === 'owner' && width === 1280) await page.getByTestId('account-menu-button').click().catch(() => {});
  const file = `/tmp/shots/hdr-${who}-${lang}-${width}.png`;
  await page.screenshot({ path: file });
  out.push(`${file} ${errors.filter(e => !/apiKey|404/.test(e)).join(' | ').slice(0, 200)}`);
  await ctx.close();
}
console.log(out.join('\n'));
await browser.close();
