import { describe, expect, it } from 'vitest';
import { clientOptions } from '@/components/realtime/client-options';
import { REALTIME } from '@/lib/constants';
import {
  getEmbeddedServerOptions,
  getRealtimePublicConfig,
  realtimeConfigProblems,
} from '@/lib/realtime/config';

const config = { key: 'k', cluster: 'mt1', host: null, port: 6001, scheme: 'http' as const };

describe('realtime configuration', () => {
  it('over https the client options are exactly SPEC 9', () => {
    const options = clientOptions(config, { protocol: 'https:', hostname: 'fursa.example' });
    expect(options).toMatchObject({ ...REALTIME, cluster: 'mt1' });
    expect(options).not.toHaveProperty('wsHost');
  });

  it('on plain-http localhost the client reaches the local server without TLS', () => {
    const options = clientOptions(config, { protocol: 'http:', hostname: 'localhost' });
    expect(options).toMatchObject({ forceTLS: false, wsHost: 'localhost', wsPort: 6001 });
    expect(options.activityTimeout).toBe(REALTIME.activityTimeout);
  });

  it('production without a secret is a problem; development has defaults', () => {
    expect(realtimeConfigProblems({ NODE_ENV: 'production' })).toHaveLength(1);
    expect(realtimeConfigProblems({ NODE_ENV: 'production', REALTIME_DISABLED: 'true' })).toEqual(
      [],
    );
    expect(realtimeConfigProblems({ NODE_ENV: 'production', PUSHER_APP_SECRET: 's3cret' })).toEqual(
      [],
    );
    expect(
      realtimeConfigProblems({ NODE_ENV: 'production', PUSHER_APP_SECRET: 's', PUSHER_PORT: 'x' }),
    ).toHaveLength(1);
    expect(realtimeConfigProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('the embedded server runs for a local host only, unless told otherwise', () => {
    expect(getEmbeddedServerOptions({ NODE_ENV: 'development' })).toMatchObject({
      port: 6001,
      host: '127.0.0.1',
    });
    expect(
      getEmbeddedServerOptions({ NODE_ENV: 'development', PUSHER_HOST: 'soketi.internal' }),
    ).toBeNull();
    expect(
      getEmbeddedServerOptions({ NODE_ENV: 'development', REALTIME_EMBEDDED: 'false' }),
    ).toBeNull();
    expect(getEmbeddedServerOptions({ NODE_ENV: 'production' })).toBeNull();
  });

  it('hosted Pusher: cluster only, TLS, and the public config never carries the secret', () => {
    const env = {
      NODE_ENV: 'production',
      PUSHER_APP_SECRET: 'secret!',
      PUSHER_APP_KEY: 'live',
      PUSHER_APP_CLUSTER: 'eu',
    } as NodeJS.ProcessEnv;
    expect(getRealtimePublicConfig(env)).toEqual({
      key: 'live',
      cluster: 'eu',
      host: null,
      port: 443,
      scheme: 'https',
    });
    expect(getEmbeddedServerOptions(env)).toBeNull();
  });

  it('per-address limit and trusted proxies come from the environment, and are checked', () => {
    expect(getEmbeddedServerOptions({ NODE_ENV: 'development' })).toMatchObject({
      trustedProxies: [],
    });
    expect(getEmbeddedServerOptions({ NODE_ENV: 'development' })).not.toHaveProperty(
      'maxConnectionsPerIp',
    );
    expect(
      getEmbeddedServerOptions({
        NODE_ENV: 'development',
        REALTIME_MAX_CONNECTIONS_PER_IP: '200',
        REALTIME_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
      }),
    ).toMatchObject({ maxConnectionsPerIp: 200, trustedProxies: ['10.0.0.0/8', '::1'] });
    const problems = (extra: Record<string, string>) =>
      realtimeConfigProblems({ NODE_ENV: 'development', ...extra } as NodeJS.ProcessEnv);
    expect(problems({ REALTIME_MAX_CONNECTIONS_PER_IP: '0' })).toHaveLength(1);
    expect(problems({ REALTIME_MAX_CONNECTIONS_PER_IP: 'lots' })).toHaveLength(1);
    expect(problems({ REALTIME_TRUSTED_PROXIES: 'proxy.internal' })).toHaveLength(1);
    // A hop count would believe whoever connects directly.
    expect(problems({ REALTIME_TRUSTED_PROXIES: '1' })).toHaveLength(1);
    expect(
      problems({ REALTIME_MAX_CONNECTIONS_PER_IP: '50', REALTIME_TRUSTED_PROXIES: '127.0.0.1/8' }),
    ).toEqual([]);
  });
});
