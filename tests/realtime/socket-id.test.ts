import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import { sdk, startServer } from './helpers';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

// The SDK checks socket ids itself; post() sends what a careless or hostile publisher would. Its
// types say `body: string`, but it JSON-encodes whatever it is given (as terminateUserConnections
// relies on): an object it is.
const post = (path: string, body: object) =>
  sdk(server.port)
    .post({ path, body: body as unknown as string })
    .then(
      (response) => response.status,
      (error: { status: number }) => error.status,
    );

describe('socket_id on the HTTP API', () => {
  it.each(['abc', '1.2.3', '12', ' 1.2', '1.2\n', '1.-2', 42])(
    'refuses %j with 400, in a trigger and in a batch',
    async (socketId) => {
      const event = { name: 'e', data: '{}', socket_id: socketId };
      expect(await post('/events', { ...event, channels: ['a'] })).toBe(400);
      expect(await post('/batch_events', { batch: [{ ...event, channel: 'a' }] })).toBe(400);
    },
  );

  it('accepts a well-formed one', async () => {
    const event = { name: 'e', data: '{}', socket_id: '123.456' };
    expect(await post('/events', { ...event, channels: ['a'] })).toBe(200);
    expect(await post('/batch_events', { batch: [{ ...event, channel: 'a' }] })).toBe(200);
  });
});
