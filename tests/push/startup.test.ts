import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_ICON,
  ICON_FETCH_TIMEOUT_MS,
  PUSH_EVENT_NAME,
  PUSH_TOKEN_MAX_AGE_MS,
  SERVICE_WORKER_CONTROL_TIMEOUT_MS,
  SERVICE_WORKER_PATH,
} from '@/lib/constants';
import { PUSH_RECORD_KEY, startPush } from '@/features/push/startup';
import { CONFIG, harness } from './startup-harness';

let errors: { mock: { calls: unknown[][] } } & ((...args: never[]) => unknown);
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const logged = () =>
  errors.mock.calls.map((call: unknown[]) => String(call[1] ?? call[0])).join('\n');

describe('push start-up: when it does nothing (SPEC 4)', () => {
  it('does nothing on plain HTTP outside localhost', async () => {
    const h = harness({ protocol: 'http:', hostname: 'fursa.example' });
    expect(await startPush(h.deps)).toBeNull();
    expect(h.requestPermission).not.toHaveBeenCalled();
    expect(h.deps.loadConfig).not.toHaveBeenCalled();
  });

  it('runs on http://localhost', async () => {
    const h = harness({ protocol: 'http:', hostname: 'localhost', controlled: true });
    expect(await startPush(h.deps)).toBe('token-1');
  });

  it('does nothing without service worker support', async () => {
    const h = harness({ serviceWorker: false });
    expect(await startPush(h.deps)).toBeNull();
    expect(h.requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing without push support', async () => {
    const h = harness({ pushManager: false });
    expect(await startPush(h.deps)).toBeNull();
    expect(h.requestPermission).not.toHaveBeenCalled();
  });

  it('logs the missing app configuration value and stops, without asking permission', async () => {
    const h = harness({ config: null });
    expect(await startPush(h.deps)).toBeNull();
    expect(logged()).toContain('Missing App configuration value: "apiKey"');
    expect(h.requestPermission).not.toHaveBeenCalled();
    expect(h.deps.loadSdk).not.toHaveBeenCalled();
  });

  it('names the first missing value of a partial configuration', async () => {
    const h = harness({ config: { ...CONFIG, vapidKey: '' } });
    expect(await startPush(h.deps)).toBeNull();
    expect(logged()).toContain('Missing App configuration value: "vapidKey"');
  });

  it.each([
    ['denied', 'blocked'],
    ['default', 'dismissed'],
  ] as const)('stops when permission is %s (logged: not granted)', async (permission, word) => {
    const h = harness({ permission });
    expect(await startPush(h.deps)).toBeNull();
    expect(logged()).toContain(`notification permission was not granted and ${word}`);
    expect(h.container.register).not.toHaveBeenCalled();
    expect(h.sdk.getToken).not.toHaveBeenCalled();
  });

  it('stops when the SDK reports an unsupported browser', async () => {
    const h = harness({ controlled: true });
    h.sdk.isSupported.mockResolvedValue(false);
    expect(await startPush(h.deps)).toBeNull();
    expect(logged()).toContain("doesn't support the API's required");
  });
});

describe('push start-up: the service worker', () => {
  it('registers the messaging worker with its configuration and goes on once it controls the page', async () => {
    vi.useFakeTimers();
    const h = harness({ claims: true });
    const result = startPush(h.deps);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toBe('token-1');
    const url = new URL(String(h.container.register.mock.calls[0]![0]), 'https://fursa.test');
    expect(url.pathname).toBe(SERVICE_WORKER_PATH);
    expect(url.searchParams.get('projectId')).toBe(CONFIG.projectId);
    expect(url.searchParams.has('vapidKey')).toBe(false);
    expect(h.sdk.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: CONFIG.vapidKey,
      serviceWorkerRegistration: { scope: '/' },
    });
  });

  it('waits up to 5 seconds for control, then proceeds anyway', async () => {
    vi.useFakeTimers();
    const h = harness({ claims: false });
    const result = startPush(h.deps);
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_CONTROL_TIMEOUT_MS - 1);
    expect(h.sdk.getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('token-1');
    expect(h.sdk.getToken).toHaveBeenCalledTimes(1);
  });

  it('does not register again when a worker already controls the page', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    expect(h.container.register).not.toHaveBeenCalled();
    expect(h.container.getRegistration).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
  });

  it('logs a failed registration and stops without throwing', async () => {
    const h = harness();
    h.container.register.mockRejectedValue(
      new Error('We are unable to register the default service worker.'),
    );
    expect(await startPush(h.deps)).toBeNull();
    expect(logged()).toContain('unable to register the default service worker');
  });
});

describe('push start-up: the token', () => {
  it('exposes the token to the app and sends it to the server with the user agent', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    expect(h.onToken).toHaveBeenCalledWith('token-1');
    expect(h.saveToken).toHaveBeenCalledWith({
      token: 'token-1',
      previousToken: null,
      userAgent: 'TestBrowser/1.0',
    });
  });

  it('does not send the same fresh token twice', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    await startPush(h.deps);
    expect(h.saveToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes the registration of a token older than 7 days', async () => {
    const h = harness({ controlled: true });
    let now = 1_000_000;
    h.deps.now = () => now;
    await startPush(h.deps);
    now += PUSH_TOKEN_MAX_AGE_MS - 1;
    await startPush(h.deps);
    expect(h.saveToken).toHaveBeenCalledTimes(1);
    now += 1;
    await startPush(h.deps);
    expect(h.saveToken).toHaveBeenCalledTimes(2);
    expect(JSON.parse(h.storage.get(PUSH_RECORD_KEY)!).createdAt).toBe(now);
  });

  it('replaces the old registration when the subscription changed (new token)', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    h.sdk.getToken.mockResolvedValue('token-2');
    await startPush(h.deps);
    await startPush(h.deps);
    expect(h.saveToken.mock.calls.map(([input]) => input)).toEqual([
      { token: 'token-1', previousToken: null, userAgent: 'TestBrowser/1.0' },
      { token: 'token-2', previousToken: 'token-1', userAgent: 'TestBrowser/1.0' },
    ]);
  });

  it('registers the same token again for a new session of the same user', async () => {
    // The server deletes a session's tokens with it (sign-in again, password change): the new
    // session has a new tag, and the browser must register for it.
    const h = harness({ controlled: true });
    await startPush(h.deps);
    await startPush(h.deps);
    vi.mocked(h.deps.loadConfig).mockResolvedValue({ config: CONFIG, session: 'session-tag-2' });
    await startPush(h.deps);
    await startPush(h.deps);
    expect(h.saveToken.mock.calls.map(([input]) => input.previousToken)).toEqual([null, null]);
    expect(JSON.parse(h.storage.get(PUSH_RECORD_KEY)!)).toMatchObject({
      token: 'token-1',
      userId: 'user-1',
      session: 'session-tag-2',
    });
  });

  it('registers again for another user of the same browser, without replacing theirs', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    await startPush({ ...h.deps, userId: 'user-2' });
    expect(h.saveToken).toHaveBeenLastCalledWith(
      expect.objectContaining({ token: 'token-1', previousToken: null }),
    );
  });

  it.each([
    'Messaging: A problem occurred while subscribing the user to FCM: x (messaging/token-subscribe-failed).',
    'Messaging: FCM returned no token when subscribing the user to push. (messaging/token-subscribe-no-token).',
    'Messaging: A problem occurred while updating the user from FCM: x (messaging/token-update-failed).',
    'Messaging: FCM returned no token when updating the user to push. (messaging/token-update-no-token).',
    'Messaging: A problem occurred while unsubscribing the user from FCM: x (messaging/token-unsubscribe-failed).',
    'Messaging: The input to useServiceWorker() must be a ServiceWorkerRegistration. (messaging/invalid-sw-registration).',
    'Messaging: The public VAPID key must be a string. (messaging/invalid-vapid-key).',
    'Messaging: This method is available in a Window context. (messaging/only-available-in-window).',
    'Messaging: This method is available in a service worker context. (messaging/only-available-in-sw).',
    "Messaging: This browser doesn't support indexedDb.open() (messaging/indexed-db-unsupported).",
    'Service worker not registered after 10000 ms',
  ])('logs "%s" and carries on', async (message) => {
    const h = harness({ controlled: true, getTokenError: new Error(message) });
    await expect(startPush(h.deps)).resolves.toBeNull();
    expect(logged()).toContain(message);
    expect(h.onToken).not.toHaveBeenCalled();
    expect(h.saveToken).not.toHaveBeenCalled();
  });

  it('suppresses errors mentioning runtime.lastError', async () => {
    const h = harness({
      controlled: true,
      getTokenError: new Error('Unchecked runtime.lastError: The message port closed.'),
    });
    await expect(startPush(h.deps)).resolves.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs a failed server registration but keeps the token for the app', async () => {
    const h = harness({ controlled: true });
    h.saveToken.mockRejectedValue(new Error('Push token registration failed: 500'));
    expect(await startPush(h.deps)).toBe('token-1');
    expect(h.onToken).toHaveBeenCalledWith('token-1');
    expect(logged()).toContain('Push token registration failed: 500');
  });

  it('still listens for foreground messages when the server refuses the token (429), and retries at the next load', async () => {
    const h = harness({ controlled: true });
    h.saveToken.mockRejectedValueOnce(new Error('Push token registration failed: 429'));
    expect(await startPush(h.deps)).toBe('token-1');
    expect(logged()).toContain('Push token registration failed: 429');
    expect(h.sdk.onMessage).toHaveBeenCalledTimes(1);
    expect(h.storage.has(PUSH_RECORD_KEY)).toBe(false);
    h.deliver({ messageId: 'after-429', notification: { title: 'Still here' } });
    await vi.waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.events[0]!.type).toBe(PUSH_EVENT_NAME);
    expect(h.events[0]!.detail).toMatchObject({ messageId: 'after-429' });
    await startPush(h.deps);
    expect(h.saveToken).toHaveBeenCalledTimes(2);
    expect(h.storage.has(PUSH_RECORD_KEY)).toBe(true);
  });
});

describe('push start-up: foreground messages', () => {
  it('shows a notification and dispatches the fcm-notification event carrying the message', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    const message = {
      messageId: 'm1',
      notification: { title: 'Hello', body: 'World', icon: '/x.png' },
    };
    h.deliver(message);
    await vi.waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.shown).toEqual([{ title: 'Hello', options: { body: 'World', icon: '/x.png' } }]);
    expect(h.events[0]!.type).toBe(PUSH_EVENT_NAME);
    expect(h.events[0]!.detail).toBe(message);
  });

  it('uses the product logo when the message has no icon', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    h.deliver({ notification: { title: 'T', body: 'B' } });
    await vi.waitFor(() => expect(h.shown).toHaveLength(1));
    expect(h.shown[0]!.options?.icon).toBe(DEFAULT_NOTIFICATION_ICON);
    expect(h.win.fetch).toHaveBeenCalledWith(DEFAULT_NOTIFICATION_ICON, expect.anything());
  });

  it('gives the icon 1500 ms, then only logs and still notifies', async () => {
    vi.useFakeTimers();
    const h = harness({ controlled: true });
    let signal: AbortSignal | undefined;
    h.win.fetch.mockImplementation(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new Error('Icon load aborted')));
        }),
    );
    const warn = vi.mocked(console.warn);
    const started = startPush(h.deps);
    await vi.runAllTimersAsync();
    await started;
    h.deliver({ notification: { title: 'Slow icon' } });
    await vi.advanceTimersByTimeAsync(ICON_FETCH_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    expect(h.shown).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(h.shown).toEqual([
      { title: 'Slow icon', options: { body: undefined, icon: DEFAULT_NOTIFICATION_ICON } },
    ]);
    expect(h.events).toHaveLength(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('Icon load aborted');
  });

  it('broadcasts the event even when the browser refuses to show a notification', async () => {
    const h = harness({ controlled: true });
    await startPush(h.deps);
    h.win.Notification = Object.assign(
      function () {
        throw new Error('Illegal constructor');
      },
      { requestPermission: h.requestPermission },
    ) as never;
    h.deliver({ notification: { title: 'x' } });
    await vi.waitFor(() => expect(h.events).toHaveLength(1));
    expect(logged()).toContain('Illegal constructor');
  });
});

describe('push start-up: once per load', () => {
  it('runs only the first time it is asked', async () => {
    vi.resetModules();
    const { startPushOnce } = await import('@/features/push/startup');
    const h = harness({ controlled: true });
    expect(await startPushOnce(h.deps)).toBe('token-1');
    expect(await startPushOnce(h.deps)).toBeNull();
    expect(h.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('four loads of one browser send the token once, and each load listens', async () => {
    const h = harness({ controlled: true });
    for (let load = 0; load < 4; load += 1) {
      vi.resetModules();
      const { startPushOnce } = await import('@/features/push/startup');
      expect(await startPushOnce(h.deps)).toBe('token-1');
    }
    expect(h.saveToken).toHaveBeenCalledTimes(1);
    expect(h.saveToken).toHaveBeenCalledWith(expect.objectContaining({ previousToken: null }));
    expect(h.sdk.onMessage).toHaveBeenCalledTimes(4);
  });
});
