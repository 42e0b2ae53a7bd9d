import {
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Request,
} from '@playwright/test';
import {
  base64url,
  FAKE_FCM_TOKEN,
  FAKE_FIREBASE,
  FAKE_INSTALLATION,
  FAKE_SUBSCRIPTION,
  routeFirebase,
  stubBrowserPush,
} from './fake-firebase';
import { asDistinctClient, DEMO, messages, waitForHydration } from './helpers';
import { freePort, startServer, waitForHealth, type Started } from './server-process';

/**
 * Browser push end to end, fully offline: the app runs with test-only Firebase public
 * configuration on its own server, the test answers the Firebase endpoints, the push subscription
 * is stubbed where Chromium would need Google's push service, and messages reach the service
 * worker through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage), as FCM's would.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let server: Started;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  server = await startServer(
    {
      ...FAKE_FIREBASE,
      APP_URL: url,
      AUTH_SECRET: 'push-spec-only-auth-secret-5d0b9e27c4a1f863',
      ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
      PAYMENTS_SANDBOX_ENABLED: 'true',
    },
    { port },
  );
  expect(await waitForHealth(url, 90_000), server.output()).toBe(200);
});

test.afterAll(() => server?.stop());

/** A new investor, signed up through the JSON endpoint from the page (its cookies stay there). */
async function signUp(page: Page): Promise<void> {
  await page.goto(`${server.url}/en/about-us`);
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/auth/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'INVESTOR',
        name: 'Push Tester',
        email: `push-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'Push!2345x',
        passwordConfirmation: 'Push!2345x',
        acceptTerms: true,
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** The push messages' service worker registration, seen through the DevTools protocol. */
async function workerRegistration(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find(
        (r) => !r.isDeleted && r.scopeURL.startsWith(`${server.url}/`),
      );
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

function deliver(cdp: CDPSession, registrationId: string, payload: unknown) {
  return cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId,
    data: JSON.stringify(payload),
  });
}

async function pushContext(context: BrowserContext) {
  await context.grantPermissions(['notifications'], { origin: server.url });
  await context.addInitScript(stubBrowserPush, FAKE_SUBSCRIPTION);
  return routeFirebase(context);
}

test('the start-up registers with FCM, the token reaches the app and the server, and messages are shown in the foreground and the background', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const traffic = await pushContext(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const tokenPosts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/push/tokens') {
      tokenPosts.push(r);
    }
  });
  await signUp(page);
  await page.goto('/en/notifications');

  // The push subscription was asked for with the configured VAPID key, visible to the user.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as never as { __subscribeCalls: unknown[] }).__subscribeCalls.length,
      ),
    )
    .toBe(1);
  const [subscribe] = await page.evaluate(
    () =>
      (
        window as never as {
          __subscribeCalls: Array<{ userVisibleOnly: boolean; applicationServerKey: number[] }>;
        }
      ).__subscribeCalls,
  );
  expect(subscribe!.userVisibleOnly).toBe(true);
  expect(base64url(subscribe!.applicationServerKey)).toBe(
    FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  );

  // Installations, then the FCM registration with the subscription's endpoint and keys.
  await expect.poll(() => traffic.registrations.length).toBe(1);
  expect(traffic.installations).toHaveLength(1);
  const installation = traffic.installations[0]!;
  expect(installation.url()).toBe(
    `https://firebaseinstallations.googleapis.com/v1/projects/${FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_PROJECT_ID}/installations`,
  );
  expect(installation.postDataJSON()).toMatchObject({
    appId: FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_APP_ID,
    authVersion: 'FIS_v2',
  });
  const registration = traffic.registrations[0]!;
  expect(registration.method()).toBe('POST');
  expect(registration.url()).toBe(
    `https://fcmregistrations.googleapis.com/v1/projects/${FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_PROJECT_ID}/registrations`,
  );
  expect(registration.postDataJSON().web).toMatchObject({
    endpoint: FAKE_SUBSCRIPTION.endpoint,
    auth: base64url(FAKE_SUBSCRIPTION.auth),
    p256dh: base64url(FAKE_SUBSCRIPTION.p256dh),
    applicationPubKey: FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  });
  const headers = await registration.allHeaders();
  expect(headers['x-goog-api-key']).toBe(FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_API_KEY);
  expect(headers['x-goog-firebase-installations-auth']).toBe(`FIS ${FAKE_INSTALLATION.authToken}`);

  // The token reached the app (the page says this browser gets push) and the server.
  await expect(page.getByTestId('push-status')).toHaveText(messages.en.notifications.page.pushOn);
  const stored = () => page.evaluate(async () => (await fetch('/api/push/tokens')).json());
  const userAgent = await page.evaluate(() => navigator.userAgent);
  // The status shows as soon as the token is known; its POST may still be on its way.
  await expect
    .poll(stored)
    .toEqual([expect.objectContaining({ token: FAKE_FCM_TOKEN, userAgent })]);

  // Later loads of the same browser, user and session send nothing: the token is fresh. The
  // session check of each load ("not known yet") must not make the start-up forget it.
  expect(tokenPosts).toHaveLength(1);
  expect(tokenPosts[0]!.postDataJSON()).toMatchObject({
    token: FAKE_FCM_TOKEN,
    previousToken: null,
  });
  for (let load = 0; load < 3; load += 1) {
    await page.reload();
    await expect(page.getByTestId('push-status')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(tokenPosts, 'three reloads, still one token POST').toHaveLength(1);
  expect(await stored()).toEqual([expect.objectContaining({ token: FAKE_FCM_TOKEN })]);

  // The messaging worker controls the page, registered with the public configuration.
  const worker = context
    .serviceWorkers()
    .find((w) => w.url().includes('/firebase-messaging-sw.js'));
  expect(worker?.url(), 'the messaging service worker').toContain('/firebase-messaging-sw.js');
  expect(new URL(worker!.url()).searchParams.get('projectId')).toBe(
    FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  );
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp);

  // Foreground: the page is visible, so the worker hands the message to it: shown as a browser
  // notification (the default icon, fetched) and broadcast as the `fcm-notification` event.
  const event = page.evaluate(
    () =>
      new Promise((resolve) =>
        window.addEventListener('fcm-notification', (e) => resolve((e as CustomEvent).detail), {
          once: true,
        }),
      ),
  );
  const iconFetched = page.waitForRequest((r) => r.url() === `${server.url}/imgs/logo.svg`);
  await deliver(cdp, registrationId, {
    from: FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    collapse_key: 'contact-requests',
    fcmMessageId: 'e2e-foreground-1',
    notification: { title: 'New contact request', body: 'Sara wants to talk.' },
    data: { link: '/en/contact-requests' },
  });
  expect(await event).toMatchObject({
    from: FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    collapseKey: 'contact-requests',
    messageId: 'e2e-foreground-1',
    notification: { title: 'New contact request', body: 'Sara wants to talk.' },
    data: { link: '/en/contact-requests' },
  });
  await iconFetched;
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as never as { __shownNotifications: unknown[] }).__shownNotifications,
      ),
    )
    .toEqual([
      {
        title: 'New contact request',
        options: { body: 'Sara wants to talk.', icon: '/imgs/logo.svg' },
      },
    ]);

  // Background: no visible page of the app. A message with a notification part is shown by the
  // SDK; a data-only one by the app's own handler, with its link kept for the click.
  await page.goto('about:blank');
  await deliver(cdp, registrationId, {
    from: FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    fcmMessageId: 'e2e-background-1',
    notification: { title: 'Request accepted', body: 'Omar accepted your request.' },
    data: { link: '/en/my-contact-requests' },
  });
  await deliver(cdp, registrationId, {
    from: FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    fcmMessageId: 'e2e-background-2',
    data: { title: 'Wallet topped up', body: 'SAR 100 was added.', link: '/en/profile/wallet' },
  });
  const shownByWorker = () =>
    worker!.evaluate(async () => {
      // Runs in the worker: `self` is its global scope, whose registration shows notifications.
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      const list: Notification[] = await scope.registration.getNotifications();
      return list
        .map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
          link: n.data?.link ?? n.data?.FCM_MSG?.data?.link,
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
    });
  await expect.poll(shownByWorker).toEqual([
    {
      title: 'Request accepted',
      body: 'Omar accepted your request.',
      icon: '',
      link: '/en/my-contact-requests',
    },
    {
      title: 'Wallet topped up',
      body: 'SAR 100 was added.',
      icon: `${server.url}/imgs/logo.svg`,
      link: '/en/profile/wallet',
    },
  ]);

  expect(traffic.elsewhere, 'nothing else left the machine').toEqual([]);
  expect(errors.filter((e) => e.includes('[push]'))).toEqual([]);
  await context.close();
});

test('without Firebase configuration the start-up logs the missing value and stops; nothing calls Google', async ({
  browser,
}) => {
  // The suite's own server runs with no Firebase configuration (the default of a fresh machine).
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const traffic = await routeFirebase(context);
  const page = await context.newPage();
  await asDistinctClient(page);
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const config = page.waitForResponse((r) => r.url().endsWith('/api/push/config'));
  await page.goto('/en/auth/login');
  // Typed before hydration, the address is lost when React takes the form over.
  await waitForHydration(page, 'form');
  await page.locator('input[type="email"]').fill(DEMO.investor.email);
  await page.locator('input[type="password"]').first().fill(DEMO.investor.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/en\/profile/);
  expect(await (await config).json()).toEqual({ config: null, session: null });
  await expect
    .poll(() => logged.find((text) => text.includes('Missing App configuration value')))
    .toContain('messaging/missing-app-config-values');
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
  expect(traffic.installations).toHaveLength(0);
  expect(traffic.registrations).toHaveLength(0);
  expect(traffic.elsewhere).toEqual([]);
  await context.close();
});
