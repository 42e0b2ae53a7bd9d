import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEnvironment } from '@/lib/config/check-env';
import { standaloneOptionsFromEnv } from '@/realtime-server/env';

/**
 * compose.yaml and deploy/Caddyfile, checked without Docker: the services and their health checks
 * are there, every variable they require is documented in docs/deploy.md, and the environment
 * they give the app and the realtime servers passes the same start-up checks the servers run.
 */

const compose = readFileSync('compose.yaml', 'utf8');
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
const guide = readFileSync('docs/deploy.md', 'utf8');

/** The operator's values: what a `.env` beside compose.yaml would hold. */
const OPERATOR: Record<string, string> = {
  FURSA_DOMAIN: 'fursa.example',
  AUTH_SECRET: 'compose-test-auth-secret-5b1d9e3a7c0f4826aa',
  ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
  POSTGRES_PASSWORD: 'pg0a1b2c3d4e5f',
  REDIS_PASSWORD: 'rd0a1b2c3d4e5f',
  S3_SECRET_ACCESS_KEY: 's30a1b2c3d4e5f',
  MINIO_ROOT_USER: 'minio-admin',
  MINIO_ROOT_PASSWORD: 'mn0a1b2c3d4e5f',
  PUSHER_APP_SECRET: 'compose-test-realtime-secret-2e8c4a6f',
  SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
};

/** Compose's interpolation: `${X}`, `${X:-default}`, `${X:?error}`, `$$`. */
function interpolate(text: string, vars: Record<string, string>, missing: Set<string>): string {
  return text.replace(
    /\$\$|\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (whole, name: string, kind, rest: string) => {
      if (whole === '$$') return '$';
      const value = vars[name];
      if (value) return value;
      if (kind === '-') return rest;
      if (kind === '?') missing.add(name);
      return '';
    },
  );
}

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
};
type ComposeFile = {
  services: Record<string, Service>;
  networks: Record<string, { ipam: { config: Array<{ subnet: string; ip_range: string }> } }>;
};

function load(vars: Record<string, string>) {
  const missing = new Set<string>();
  const file = parse(interpolate(compose, vars, missing), {
    maxAliasCount: 100,
    merge: true,
  }) as ComposeFile;
  return { file, missing };
}

describe('compose.yaml', () => {
  const { file } = load(OPERATOR);
  const { services } = file;

  it('runs two app instances, two realtime servers and what they need, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'app-1',
        'app-2',
        'caddy',
        'minio',
        'minio-setup',
        'postgres',
        'realtime-1',
        'realtime-2',
        'redis',
      ].sort(),
    );
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-setup') continue; // runs once and exits
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    }
    for (const name of ['app-1', 'app-2']) {
      expect(services[name]!.healthcheck!.test.join(' ')).toContain('/api/health?probe=ready');
      expect(services[name]!.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'minio-setup': { condition: 'service_completed_successfully' },
      });
    }
    // One instance migrates a new database: the second waits for the first.
    expect(services['app-2']!.depends_on).toMatchObject({
      'app-1': { condition: 'service_healthy' },
    });
    expect(services['app-2']!.environment).toEqual(services['app-1']!.environment);
    for (const name of ['realtime-1', 'realtime-2']) {
      expect(services[name]!.command).toEqual(['node', 'realtime-server/bin/realtime.mjs']);
      expect(services[name]!.healthcheck!.test.join(' ')).toContain(':6001/health');
    }
  });

  it('documents every variable it requires, and refuses to start without one', () => {
    const { missing } = load({});
    expect(missing.size).toBeGreaterThan(5);
    for (const name of missing) expect(guide, name).toContain(`\`${name}\``);
  });

  it('gives the app an environment its production start-up check accepts', () => {
    for (const name of ['app-1', 'app-2']) {
      const env = services[name]!.environment!;
      const { errors, warnings } = checkEnvironment(env);
      expect(errors, name).toEqual([]);
      // Stripe is optional; MinIO is reached inside the compose network (docs/deploy.md).
      expect(warnings).toEqual([
        'no payment gateway: wallet top-ups are unavailable (configure Stripe)',
        'S3_ENDPOINT uses plain http: files travel to the bucket unencrypted',
      ]);
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        NEXT_MANUAL_SIG_HANDLE: 'true',
        LOG_FORMAT: 'json',
        REALTIME_EMBEDDED: 'false',
        FILES_STORAGE: 's3',
      });
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/fursa:[^@]+@postgres:5432\/fursa$/);
      expect(env.REDIS_URL).toMatch(/^redis:\/\/:[^@]+@redis:6379$/);
    }
  });

  it('gives the realtime servers an environment they start with, in one Redis cluster', () => {
    for (const name of ['realtime-1', 'realtime-2']) {
      const env = services[name]!.environment!;
      const parsed = standaloneOptionsFromEnv(env);
      expect(parsed, name).toHaveProperty('options');
      expect(env.REALTIME_REDIS_URL).toMatch(/^redis:\/\/:[^@]+@redis:6379$/);
      expect(env.PUSHER_APP_SECRET).toBe(services['app-1']!.environment!.PUSHER_APP_SECRET);
      expect(env.PUSHER_APP_KEY).toBe(services['app-1']!.environment!.PUSHER_APP_KEY);
    }
  });

  it('trusts forwarded headers from Caddy alone, at an address no other container gets', () => {
    const caddy = services.caddy!.networks as Record<string, { ipv4_address: string }>;
    const address = caddy.fursa!.ipv4_address;
    expect(services['app-1']!.environment!.TRUSTED_PROXIES).toBe(address);
    expect(services['realtime-1']!.environment!.REALTIME_TRUSTED_PROXIES).toBe(address);
    const [range] = file.networks.fursa!.ipam.config;
    expect(range).toEqual({ subnet: '172.28.0.0/24', ip_range: '172.28.0.128/25' });
    expect(Number(address.split('.').at(-1))).toBeLessThan(128);
  });
});

describe('deploy/Caddyfile', () => {
  it('balances both app instances on readiness and the realtime servers, and names its request id', () => {
    expect(caddyfile).toContain('{$FURSA_DOMAIN} {');
    expect(caddyfile).toMatch(
      /reverse_proxy app-1:3000 app-2:3000 \{[^}]*health_uri \/api\/health\?probe=ready/,
    );
    expect(caddyfile).toMatch(/reverse_proxy @realtime realtime-1:6001 realtime-2:6001 \{/);
    expect(caddyfile).toContain('@realtime path /app/*');
    expect(caddyfile).toContain('header_up X-Request-Id {http.request.uuid}');
    // The app publishes to the realtime tier through Caddy's internal listener.
    expect(caddyfile).toContain(':6001 {');
    const { file } = load(OPERATOR);
    expect(file.services['app-1']!.environment).toMatchObject({
      PUSHER_HOST: 'caddy',
      PUSHER_PORT: '6001',
    });
  });
});
