import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ javaScriptEnabled: false });
const page = await ctx.newPage();
for (const path of ['/en/auth/login', '/en/contact-us', '/en/auth/sign-up']) {
  await page.goto('http://localhost:3390' + path);
  console.log(path, await page.evaluate(() => [...document.querySelectorAll('form')].map(f => `${f.getAttribute('method')} ${f.getAttribute('action')} ${f.getAttribute('enctype')}`).join(' ; ')));
}
await page.goto('http://localhost:3390/en/auth/login');
await page.locator('input[type="email"]').fill('owner@fursa.local');
await page.locator('input[type="password"]').first().fill('Demo!2345');
await page.locator('form button[type="submit"]').click();
await page.waitForTimeout(3000);
console.log('after native submit:', page.url());
await browser.close();
