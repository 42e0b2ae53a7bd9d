import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac, createHash } from 'node:crypto';
import type { RealtimeServer } from '@/realtime-server';
import { APP, sdk, startServer } from './helpers';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A request signed the way the protocol says, with knobs to break each part. */
async function signed(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  tweak: {
    key?: string;
    secret?: string;
    timestamp?: number;
    md5?: string;
    params?: Record<string, string>;
  } = {},
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const params: Record<string, string> = {
    auth_key: tweak.key ?? APP.key,
    auth_timestamp: String(tweak.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(text ? { body_md5: tweak.md5 ?? createHash('md5').update(text).digest('hex') } : {}),
    ...tweak.params,
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', tweak.secret ?? APP.secret)
    .update(`${method}\n${path}\n${query}`)
    .digest('hex');
  const response = await fetch(
    `http://127.0.0.1:${server.port}${path}?${query}&auth_signature=${signature}`,
    {
      method,
      body: text || undefined,
      headers: text ? { 'content-type': 'application/json' } : {},
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const events = `/apps/${APP.id}/events`;
const event = { name: 'e', channels: ['a'], data: '{}' };

describe('HTTP API signatures', () => {
  it('accepts a correctly signed request', async () => {
    expect(await signed('POST', events, event)).toEqual({ status: 200, body: {} });
  });

  it.each([
    ['a bad signature', { secret: 'nope' }],
    ['an unknown auth_key', { key: 'other' }],
    ['a timestamp older than 600 s', { timestamp: Math.floor(Date.now() / 1000) - 700 }],
    ['a timestamp from the future', { timestamp: Math.floor(Date.now() / 1000) + 700 }],
    ['a body that does not match body_md5', { md5: 'd41d8cd98f00b204e9800998ecf8427e' }],
  ])('refuses %s with 401', async (_, tweak) => {
    const result = await signed('POST', events, event, tweak);
    expect(result.status).toBe(401);
    expect(typeof result.body.error).toBe('string');
  });

  it('answers 404 for an unknown app or path', async () => {
    expect((await signed('GET', '/apps/nope/channels')).status).toBe(404);
    expect((await signed('GET', `/apps/${APP.id}/nothing`)).status).toBe(404);
  });
});

describe('HTTP API limits', () => {
  it('refuses more than 100 channels per event', async () => {
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect((await signed('POST', events, { ...event, channels })).status).toBe(400);
    expect(
      (await signed('POST', events, { ...event, channels: channels.slice(0, 100) })).status,
    ).toBe(200);
  });

  it('refuses data over 10 KB with 413', async () => {
    expect(
      (await signed('POST', events, { ...event, data: 'x'.repeat(10 * 1024 + 1) })).status,
    ).toBe(413);
    expect((await signed('POST', events, { ...event, data: 'x'.repeat(10 * 1024) })).status).toBe(
      200,
    );
  });

  it('refuses invalid channel names, missing names and bad socket ids', async () => {
    expect((await signed('POST', events, { ...event, channels: ['bad name!'] })).status).toBe(400);
    expect((await signed('POST', events, { ...event, channels: ['x'.repeat(165)] })).status).toBe(
      400,
    );
    expect((await signed('POST', events, { channels: ['a'], data: '{}' })).status).toBe(400);
    expect((await signed('POST', events, { ...event, socket_id: 'abc' })).status).toBe(400);
  });

  it('refuses a batch of more than 10 events, and all of a batch with one bad event', async () => {
    const batch = Array.from({ length: 11 }, () => ({ channel: 'a', name: 'e', data: '{}' }));
    expect((await signed('POST', `/apps/${APP.id}/batch_events`, { batch })).status).toBe(400);
    const mixed = [...batch.slice(0, 9), { channel: 'bad name!', name: 'e', data: '{}' }];
    expect((await signed('POST', `/apps/${APP.id}/batch_events`, { batch: mixed })).status).toBe(
      400,
    );
    expect(
      (await signed('POST', `/apps/${APP.id}/batch_events`, { batch: batch.slice(0, 10) })).status,
    ).toBe(200);
  });

  it('answers channel queries as the protocol says', async () => {
    expect(
      (
        await signed('GET', `/apps/${APP.id}/channels`, undefined, {
          params: { info: 'user_count' },
        })
      ).status,
    ).toBe(400);
    expect((await signed('GET', `/apps/${APP.id}/channels/private-x/users`)).status).toBe(400);
    expect(
      (
        await signed('GET', `/apps/${APP.id}/channels/private-x`, undefined, {
          params: { info: 'user_count' },
        })
      ).status,
    ).toBe(400);
    expect(await signed('GET', `/apps/${APP.id}/channels/private-x`)).toEqual({
      status: 200,
      body: { occupied: false },
    });
    expect(await signed('POST', events, 'not an object')).toMatchObject({ status: 400 });
  });

  it('the pusher SDK sees the same errors as rejections', async () => {
    await expect(sdk(server.port).trigger('a', 'e', 'x'.repeat(11 * 1024))).rejects.toMatchObject({
      status: 413,
    });
    await expect(sdk(server.port, 'wrong').trigger('a', 'e', {})).rejects.toMatchObject({
      status: 401,
    });
  });
});
