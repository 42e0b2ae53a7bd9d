/**
 * Security headers, as pure functions of the configuration: next.config.ts (every response),
 * proxy.ts (the per-page Content-Security-Policy) and tests/security/* all build them here.
 * No `server-only`: next.config.ts loads this file outside the React server graph.
 */

/** Six months is the Observatory's minimum for full marks; we send two years. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Only what the app uses. Notification and push permission prompts go through the Notification
 * and Push APIs, which Permissions-Policy does not govern; everything here is switched off.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

type Env = Record<string, string | undefined>;

export type CspOptions = {
  /** 'nonce-…' or 'sha256-…' sources that admit the page's inline scripts. */
  scriptSources: string[];
  dev: boolean;
  /** Served over https (directly or behind a trusted TLS proxy): upgrade stray http loads. */
  https: boolean;
  env: Env;
  /** The host name the page was requested on (a URL-parsed value: no spaces or semicolons). */
  pageHostname?: string;
};

/**
 * ws(s)://host:port of the realtime server the browser connects to, or Pusher's hosts. The
 * embedded server has no public host of its own: the browser reaches it on the page's host name
 * (`pageHostname`, from the request) at the realtime port.
 */
export function realtimeConnectSources(env: Env, pageHostname = 'localhost'): string[] {
  if (env.REALTIME_DISABLED === 'true') return [];
  const hosted = !env.PUSHER_HOST && env.PUSHER_APP_SECRET && env.PUSHER_APP_CLUSTER;
  if (hosted && !env.PUSHER_PUBLIC_HOST) {
    // pusher-js: ws-<cluster>.pusher.com for the socket, sockjs-… for its HTTP fallback.
    return ['wss://*.pusher.com', 'https://*.pusher.com'];
  }
  const port = env.PUSHER_PUBLIC_PORT ?? env.PUSHER_PORT ?? '6001';
  const configured = env.PUSHER_PUBLIC_HOST ?? env.PUSHER_HOST;
  const local = !configured || ['127.0.0.1', 'localhost', '0.0.0.0', '::1'].includes(configured);
  const hosts = local ? [...new Set([pageHostname, 'localhost', '127.0.0.1'])] : [configured];
  return hosts.flatMap((host) => [`ws://${host}:${port}`, `wss://${host}:${port}`]);
}

/** Firebase's endpoints, only when the web app is configured for push. */
export function firebaseConnectSources(env: Env): string[] {
  if (!env.NEXT_PUBLIC_FIREBASE_API_KEY && !env.FIREBASE_API_KEY) return [];
  return [
    'https://fcmregistrations.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://fcm.googleapis.com',
  ];
}

/** Stripe Checkout is reached by a redirect after a form post: form-action must allow it. */
export function paymentFormSources(env: Env): string[] {
  const stripe =
    env.PAYMENTS_GATEWAY === 'stripe' ||
    (env.PAYMENTS_GATEWAY !== 'sandbox' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  return stripe ? ['https://checkout.stripe.com'] : [];
}

/**
 * The page policy. script-src lists 'self' (Next's chunks under /_next/static) and the given
 * nonce or hashes for the inline flight scripts; never 'unsafe-inline'; 'unsafe-eval' in
 * development only (React's dev tooling). Styles keep 'unsafe-inline': Next and React inject
 * style attributes and <style> tags that cannot carry hashes, and CSS cannot run code.
 */
export function buildPageCsp(options: CspOptions): string {
  const { scriptSources, dev, https, env, pageHostname } = options;
  const connect = [
    "'self'",
    ...realtimeConnectSources(env, pageHostname),
    ...firebaseConnectSources(env),
  ];
  if (dev) connect.push('ws://localhost:*', 'ws://127.0.0.1:*');
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...paymentFormSources(env)]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** For everything that is not a page (JSON, files, images): nothing may run or embed it. */
export const RESOURCE_CSP = [
  "default-src 'none'",
  // A 404 or error page answered here still shows its styles, fonts and images (no scripts).
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The push service worker's own policy (a worker obeys the CSP of its script's response): it runs
 * our bundled script only, and talks to Firebase when push is configured.
 */
export function serviceWorkerCsp(env: Env): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["connect-src 'self'", ...firebaseConnectSources(env)].join(' '),
    "img-src 'self' data:",
  ].join('; ');
}

/** Headers every response carries (next.config.ts `headers()`). */
export function commonSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Permitted-Cross-Domain-Policies', value: 'none' },
  ];
}
