import { getGatewayProvider } from '@/features/billing/server/gateways';
import { reviewModeOf } from '@/features/moderation/review-rules';
import { staffTwoFactorProblem } from '@/features/staff/two-factor-policy';
import {
  filesDriverOf,
  publicFilesUrlProblem,
  s3SettingsProblems,
} from '@/lib/files/storage/config';
import { realtimeConfigProblems } from '@/lib/realtime/config';
import { encryptionKeyProblem } from '@/lib/security/encryption';
import { isCspHostName, isPusherCluster } from '@/lib/security/headers';
import { parseTrustedProxies } from '@/lib/security/trusted-proxies';

/**
 * Start-up check of the secrets: production refuses to start with one clear line when
 * one is missing or weak; development keeps its built-in defaults and says so.
 * Called once from instrumentation.ts register() in the Node runtime.
 */

type Env = Record<string, string | undefined>;

export const MIN_SECRET_LENGTH = 32;

/** Values that have appeared in this repository or its docs: never secret. */
const KNOWN_WEAK = new Set([
  'fursa-development-auth-secret-do-not-use-in-production',
  'fursa-development-realtime-secret',
  'changeme',
  'change-me',
  'secret',
  'password',
]);

function weakness(value: string | undefined): 'missing' | 'weak' | null {
  if (!value) return 'missing';
  if (value.length < MIN_SECRET_LENGTH || KNOWN_WEAK.has(value) || /^(.)\1+$/.test(value)) {
    return 'weak';
  }
  return null;
}

export type EnvReport = { errors: string[]; warnings: string[] };

/**
 * What is wrong with APP_URL, or null. It must be the site's origin (http or https, no path):
 * absolute URLs (payment return addresses) are built from it and never from the request's Host
 * header (lib/http/request-context.ts getSiteOrigin).
 */
function appUrlProblem(value: string | undefined): string | null {
  const example = 'set the public origin, e.g. https://fursa.example';
  if (!value?.trim()) return `APP_URL is missing: ${example}`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `APP_URL is not a URL: ${example}`;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare) {
    return `APP_URL must be an http(s) origin without a path: ${example}`;
  }
  return null;
}

/**
 * The realtime names that go into the page policy's connect-src as they are (lib/security/
 * headers.ts realtimeConnectSources): the host browsers connect to (lib/realtime/config.ts
 * getRealtimePublicConfig) and the cluster; anything else would leave the browser no server.
 */
function realtimeNameProblems(env: Env): string[] {
  if (env.REALTIME_DISABLED === 'true') return [];
  const problems: string[] = [];
  // Empty counts as unset, as the realtime configuration reads it.
  const name = env.PUSHER_PUBLIC_HOST ? 'PUSHER_PUBLIC_HOST' : 'PUSHER_HOST';
  const host = env[name];
  if (host && host !== '127.0.0.1' && !isCspHostName(host)) {
    problems.push(
      `${name} must be a host name or IPv4 address that browsers reach (no scheme, port or wildcard)`,
    );
  }
  const cluster = env.PUSHER_APP_CLUSTER;
  if (cluster !== undefined && !isPusherCluster(cluster)) {
    problems.push('PUSHER_APP_CLUSTER must be a Pusher cluster name (letters, digits, dashes)');
  }
  return problems;
}

/**
 * The file store (lib/files/storage/config.ts). FILES_STORAGE=s3 has no default to fall back on:
 * an incomplete S3 configuration stops the server in every environment, rather than failing the
 * first upload or photo. A public URL is ignored without the S3 store, and said so.
 */
function filesProblems(env: Env, production: boolean): EnvReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const driver = filesDriverOf(env);
  if (driver === null) {
    (production ? errors : warnings).push(
      `FILES_STORAGE must be local or s3${production ? '' : ' (local disk in use)'}`,
    );
  }
  if (driver === 's3') {
    errors.push(...s3SettingsProblems(env));
    const publicUrl = publicFilesUrlProblem(env, production);
    if (publicUrl) errors.push(publicUrl);
    if (production && env.S3_ENDPOINT?.trim().startsWith('http:')) {
      warnings.push('S3_ENDPOINT uses plain http: files travel to the bucket unencrypted');
    }
  } else if (env.S3_PUBLIC_URL?.trim()) {
    warnings.push('S3_PUBLIC_URL is ignored: FILES_STORAGE is not s3');
  }
  return { errors, warnings };
}

export function checkEnvironment(env: Env): EnvReport {
  const production = env.NODE_ENV === 'production';
  const errors: string[] = [];
  const warnings: string[] = [];
  // Development runs on built-in defaults: the same findings are warnings there.
  const problem = (message: string) =>
    (production ? errors : warnings).push(
      production ? message : `${message} (development default in use)`,
    );

  const auth = weakness(env.AUTH_SECRET);
  if (auth) {
    problem(
      `AUTH_SECRET is ${auth}: set a random string of at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 48\`)`,
    );
  }

  // Its own key, never AUTH_SECRET: rotating that must leave two-step verification working.
  const encryption = encryptionKeyProblem(env.ENCRYPTION_KEY);
  if (encryption) {
    problem(
      `ENCRYPTION_KEY is ${encryption}: set 32 random bytes as base64 or hex (e.g. \`openssl rand -base64 32\`); it encrypts the two-step verification keys`,
    );
  }

  const appUrl = appUrlProblem(env.APP_URL);
  if (appUrl) problem(appUrl);

  // The realtime module owns its rules (secret required in production, not the development one,
  // ports and scheme that parse); they only ever apply to production.
  for (const message of realtimeConfigProblems(env as NodeJS.ProcessEnv)) errors.push(message);
  for (const message of realtimeNameProblems(env)) problem(message);
  if (!production && env.REALTIME_DISABLED !== 'true' && !env.PUSHER_APP_SECRET) {
    warnings.push('PUSHER_APP_SECRET is missing (development default in use)');
  }

  const gateway = getGatewayProvider(env as NodeJS.ProcessEnv);
  if (gateway === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name]) problem(`${name} is missing: PAYMENTS_GATEWAY is stripe`);
    }
  } else if (production && env.PAYMENTS_SANDBOX_ENABLED !== 'true') {
    if (env.PAYMENTS_GATEWAY === 'sandbox') {
      errors.push('PAYMENTS_GATEWAY=sandbox needs PAYMENTS_SANDBOX_ENABLED=true in production');
    } else {
      warnings.push('no payment gateway: wallet top-ups are unavailable (configure Stripe)');
    }
  }

  const files = filesProblems(env, production);
  errors.push(...files.errors);
  warnings.push(...files.warnings);

  // A value that does not parse stops the server in every environment, like TRUSTED_PROXIES.
  const staffTwoFactor = staffTwoFactorProblem(env);
  if (staffTwoFactor) errors.push(staffTwoFactor);

  // A misspelt mode would silently publish everything (or nothing) at once: refused everywhere.
  if (reviewModeOf(env) === null) errors.push('LISTING_REVIEW must be off, first or all');

  try {
    parseTrustedProxies(env.TRUSTED_PROXIES);
  } catch (error) {
    errors.push((error as Error).message);
  }
  return { errors, warnings };
}

/** Exits the process (code 1) on the first error, in ONE line the operator can act on. */
export function assertEnvironment(env: Env = process.env): void {
  const { errors, warnings } = checkEnvironment(env);
  for (const warning of warnings) console.warn(`[config] ${warning}`);
  if (errors.length === 0) return;
  console.error(`[config] refusing to start: ${errors.join('; ')}`);
  process.exit(1);
}
