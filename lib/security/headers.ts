/**
 * Security headers, as pure functions of the configuration: next.config.ts (every response),
 * proxy.ts (the per-page Content-Security-Policy) and tests/security/* all build them here.
 * No `server-only`: next.config.ts loads this file outside the React server graph.
 */
import { publicFilesOrigin } from '../files/storage/config';

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

/**
 * Where the browser's realtime client connects (components/realtime/client-options.ts), from the
 * public realtime configuration (lib/security/realtime-endpoint.ts): `host` and `port` as
 * GET /api/realtime/config gives them, `hosted` for hosted Pusher (no host: pusher-js picks
 * Pusher's own from the cluster).
 */
export type RealtimeEndpoint = {
  host: string | null;
  port: number;
  cluster: string;
  hosted: boolean;
};

export type CspOptions = {
  /** 'nonce-…' or 'sha256-…' sources that admit the page's inline scripts. */
  scriptSources: string[];
  dev: boolean;
  /** Served over https (directly or behind a trusted TLS proxy): upgrade stray http loads. */
  https: boolean;
  env: Env;
  /** null: realtime is off (or not configured), nothing to connect to. */
  realtime: RealtimeEndpoint | null;
};

/** A host name or IPv4 address as a CSP host-source takes it: no wildcard, port or path. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const CLUSTER = /^[a-z0-9-]{1,32}$/i;

export function isCspHostName(value: string): boolean {
  return HOST_NAME.test(value);
}
export function isPusherCluster(value: string): boolean {
  return CLUSTER.test(value);
}

/**
 * The exact origins the realtime client may open, as client-options.ts picks them; never a
 * wildcard host. Over https it uses TLS (`wss://host:port`, or for hosted Pusher its documented
 * hosts, `wss://ws-<cluster>.pusher.com` and the HTTP fallback `https://sockjs-<cluster>.pusher.com`);
 * only a plain-http localhost page connects without TLS: to the configured host, or with no
 * public host (the embedded server on this machine) to the page's own host, localhost or
 * 127.0.0.1. A page policy built without knowing the scheme (`https` false: the open pages)
 * lists the plain-http forms too; they name this machine or the configured host only.
 */
export function realtimeConnectSources(
  realtime: RealtimeEndpoint | null,
  https: boolean,
): string[] {
  if (!realtime) return [];
  const { host, port, cluster, hosted } = realtime;
  if (host !== null) {
    if (!isCspHostName(host) || !Number.isInteger(port)) return [];
    const secure = `wss://${host}:${port}`;
    return https ? [secure] : [`ws://${host}:${port}`, secure];
  }
  if (hosted) {
    if (!isPusherCluster(cluster)) return [];
    return [`wss://ws-${cluster}.pusher.com`, `https://sockjs-${cluster}.pusher.com`];
  }
  return https || !Number.isInteger(port)
    ? []
    : [`ws://localhost:${port}`, `ws://127.0.0.1:${port}`];
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

/** The bucket or CDN that serves stored files straight to browsers (S3_PUBLIC_URL), if any. */
export function filesImageSources(env: Env): string[] {
  const origin = publicFilesOrigin(env);
  return origin === null ? [] : [origin];
}

/**
 * The page policy. script-src lists 'self' (Next's chunks under /_next/static) and the given
 * nonce or hashes for the inline flight scripts; never 'unsafe-inline'; 'unsafe-eval' in
 * development only (React's dev tooling). Styles keep 'unsafe-inline': Next and React inject
 * style attributes and <style> tags that cannot carry hashes, and CSS cannot run code.
 */
export function buildPageCsp(options: CspOptions): string {
  const { scriptSources, dev, https, env, realtime } = options;
  const connect = [
    "'self'",
    ...realtimeConnectSources(realtime, https),
    ...firebaseConnectSources(env),
  ];
  if (dev) connect.push('ws://localhost:*', 'ws://127.0.0.1:*');
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...filesImageSources(env)]],
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
