// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_EVENT_NAME } from '@/lib/constants';
import { PUSH_RECORD_KEY } from '@/features/push/record';
import type { FirebaseMessagingSdk, PushMessage } from '@/features/push/types';
import { CONFIG } from './startup-harness';

/**
 * The start-up as the page runs it: the auth store asks /api/session, and the push island acts on
 * its answer. Each "load" evaluates the modules afresh (the once-per-load guard resets), while
 * localStorage lives on, as in a browser.
 */

vi.mock('next/navigation', () => ({ usePathname: () => '/en/profile' }));
vi.mock('@/features/accounts/actions/sign-out', () => ({
  signOutAction: vi.fn(async () => ({ ok: true, data: undefined })),
}));

let onMessage: ((message: PushMessage) => void) | null = null;
const sdk = {
  initializeApp: vi.fn(() => ({})),
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({})),
  getToken: vi.fn(async () => 'browser-token-1'),
  onMessage: vi.fn((_messaging: unknown, next: (message: PushMessage) => void) => {
    onMessage = next;
    return () => {};
  }),
} satisfies FirebaseMessagingSdk;
vi.mock('@/features/push/firebase-sdk', () => ({ loadFirebaseSdk: async () => sdk }));

const USER = {
  id: 'user-1',
  name: 'Push Tester',
  email: 'push@example.com',
  image: null,
  type: 'INVESTOR',
  isSubscribed: false,
};

type SessionAnswer = { user: typeof USER | null } | 'fail';
let sessionAnswer: Promise<SessionAnswer>;
let tokenStatus = 200;
const posts: Array<{ token: string; previousToken: string | null; userAgent: string }> = [];

function answerSession(answer: SessionAnswer) {
  sessionAnswer = Promise.resolve(answer);
}

/** The session request stays open until the test answers it. */
function holdSession(): (answer: SessionAnswer) => void {
  let release!: (answer: SessionAnswer) => void;
  sessionAnswer = new Promise((resolve) => (release = resolve));
  return release;
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === '/api/session') {
    const answer = await sessionAnswer;
    if (answer === 'fail') return new Response('down', { status: 503 });
    return Response.json(answer);
  }
  if (url === '/api/push/config') return Response.json({ config: CONFIG, session: 'tag-1' });
  if (url === '/api/push/tokens' && init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    return Response.json({}, { status: tokenStatus });
  }
  return new Response('<svg/>', { status: 200 });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  const registration = { scope: '/' };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: {},
      getRegistration: async () => registration,
      register: async () => registration,
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { requestPermission: async () => 'granted' }),
  );
  window.localStorage.clear();
  posts.length = 0;
  tokenStatus = 200;
  onMessage = null;
  sdk.onMessage.mockClear();
  answerSession({ user: USER });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One page load: fresh modules, the auth store and the push island mounted. */
async function load() {
  cleanup();
  vi.resetModules();
  const { AuthProvider, useAuth } = await import('@/components/auth/auth-provider');
  const { PushStartup } = await import('@/features/push/components/push-startup');
  let logout: ((to: string) => Promise<void>) | undefined;
  function LogoutHandle() {
    logout = useAuth().logout;
    return null;
  }
  render(
    <AuthProvider>
      <PushStartup />
      <LogoutHandle />
    </AuthProvider>,
  );
  return { signOut: () => act(() => logout!('/en')) };
}

const record = () => JSON.parse(window.localStorage.getItem(PUSH_RECORD_KEY) ?? 'null');
const listening = (loads: number) =>
  waitFor(() => expect(sdk.onMessage).toHaveBeenCalledTimes(loads));

describe('push island and the session check', () => {
  it('four loads of a signed-in browser make one token POST, whatever the session check takes', async () => {
    await load();
    await listening(1);
    expect(posts).toEqual([
      { token: 'browser-token-1', previousToken: null, userAgent: expect.any(String) },
    ]);
    for (let n = 2; n <= 4; n += 1) {
      const release = holdSession();
      await load();
      // Not answered yet: the page has no user, which is not "signed out".
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(record()).toMatchObject({ token: 'browser-token-1', userId: 'user-1' });
      release({ user: USER });
      await listening(n);
    }
    expect(posts).toHaveLength(1);
  });

  it('a failed session request does not forget the record', async () => {
    await load();
    await listening(1);
    answerSession('fail');
    await load();
    await waitFor(() =>
      expect(vi.mocked(console.error).mock.calls.flat().join(' ')).toContain('session'),
    );
    expect(record()).toMatchObject({ token: 'browser-token-1' });
  });

  it('an answered "signed out" forgets the record', async () => {
    await load();
    await listening(1);
    answerSession({ user: null });
    await load();
    await waitFor(() => expect(record()).toBeNull());
  });

  it('signing out in the page forgets the record', async () => {
    const page = await load();
    await listening(1);
    await page.signOut();
    expect(record()).toBeNull();
  });

  it('a refused token POST (429) still leaves the page listening: fcm-notification fires', async () => {
    tokenStatus = 429;
    await load();
    await listening(1);
    expect(posts).toHaveLength(1);
    const heard = new Promise<CustomEvent>((resolve) =>
      window.addEventListener(PUSH_EVENT_NAME, (event) => resolve(event as CustomEvent), {
        once: true,
      }),
    );
    onMessage!({ messageId: 'm-429', notification: { title: 'Hello' } });
    expect((await heard).detail).toMatchObject({ messageId: 'm-429' });
    expect(record()).toBeNull();
  });
});
