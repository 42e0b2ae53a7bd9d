import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };

export const messages = { en, ar } as const;
export type Lang = keyof typeof messages;
export const LANGS: Lang[] = ['en', 'ar'];

export function expectedTitle(lang: Lang, key: keyof typeof en.titles | null): string {
  const app = messages[lang].app.name;
  return key ? `${app} - ${messages[lang].titles[key]}` : app;
}

/** A distinct client address per test, so per-client rate limits of one test never hit another. */
export async function asDistinctClient(page: Page): Promise<void> {
  const ip = `10.${rand()}.${rand()}.${rand()}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

function rand() {
  return Math.floor(Math.random() * 254) + 1;
}

/** Every demo account's password (lib/seed/demo.ts). */
const DEMO_PASSWORD = 'Demo!2345';

export const DEMO = {
  investor: { email: 'investor@fursa.local', password: DEMO_PASSWORD },
  owner: { email: 'owner@fursa.local', password: DEMO_PASSWORD },
} as const;

/**
 * Waits until React has hydrated the element: before that a click on a form's submit button posts
 * the static page back to the server (the forms validate in the browser and keep `method="post"`
 * so that nothing typed ends up in a URL), and nothing is signed in. `networkidle` alone is not
 * enough on a server that has just started.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  // Polled from the test, not with the page's timers, so it also works under a fake clock
  // (page.clock). Until the test's own timeout, as waitForFunction did.
  const hydrated = (css: string) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  };
  while (!(await page.evaluate(hydrated, selector).catch(() => false))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in through the login form (the real path a user takes) and waits for the profile. */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  lang: Lang = 'en',
): Promise<void> {
  await page.goto(`/${lang}/auth/login`);
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, 'form');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').first().fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/${lang}/profile`));
}

/** Waits until React has taken over the page: the client router only exists once hydrated. */
export async function expectRouterHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((window as unknown as { next?: { router?: unknown } }).next?.router),
      ),
    )
    .toBe(true);
}

/** The address of the first advertisement on the catalogue's served HTML (no browser needed). */
export async function firstAdPath(request: APIRequestContext, lang: Lang): Promise<string> {
  const response = await request.get(`/${lang}/advertisements`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const match = new RegExp(`href="(/${lang}/advertisements/[0-9a-f-]{36})"`).exec(
    await response.text(),
  );
  expect(match, 'a card link').not.toBeNull();
  return match![1]!;
}

/** The text of a message up to its first ICU argument, as a "starts with" pattern. */
export function startsWith(message: string): RegExp {
  const head = message.split('{')[0]!.trim();
  return new RegExp(`^\\s*${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Signs up a fresh account of `type` through the sign-up form, waits for the profile; its e-mail. */
export async function signUpAs(
  page: Page,
  lang: Lang,
  name: string,
  type: 'INVESTOR' | 'OWNER',
): Promise<string> {
  const kind = type === 'OWNER' ? 'owner-' : '';
  const email = `e2e-${kind}${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`/${lang}/auth/sign-up`);
  await waitForHydration(page, 'form');
  await page.locator(`input[name="type"][value="${type}"]`).check({ force: true });
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Str0ng!pass');
  await page.locator('input[name="passwordConfirmation"]').fill('Str0ng!pass');
  const terms = page.locator('input[name="acceptTerms"]');
  await expect(async () => {
    await terms.check();
    await expect(terms).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: messages[lang].auth.signUp.submit }).click();
  await page.waitForURL(new RegExp(`/${lang}/profile`));
  return email;
}

/** Signs up a fresh investor through the sign-up form, waits for the profile; its e-mail. */
export function signUpInvestor(page: Page, lang: Lang, name: string): Promise<string> {
  return signUpAs(page, lang, name, 'INVESTOR');
}

/**
 * A page in a browser context of its own (its own client address), signed in through the login
 * form as `email` with the demo password: for tests between two people in two browsers.
 */
export async function signedInPage(browser: Browser, email: string, lang: Lang): Promise<Page> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` },
  });
  const page = await context.newPage();
  await signInAs(page, { email, password: DEMO_PASSWORD }, lang);
  return page;
}

/** axe's serious and critical WCAG 2 A/AA violations on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
