import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import { hmac } from '@/realtime-server/protocol';
import { APP, client, connected, raw, sdk, startServer, subscribed, waitFor } from './helpers';

let server: RealtimeServer;
const open: PusherClient[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterEach(() => open.splice(0).forEach((pusher) => pusher.disconnect()));
afterAll(() => server.close());

async function socket() {
  const s = await raw(server.port);
  const hello = await s.next((m) => m.event === 'pusher:connection_established');
  return { ...s, socketId: (hello.data as { socket_id: string }).socket_id };
}
type Socket = Awaited<ReturnType<typeof socket>>;

/** Subscribes with a signature from the real SDK; presence when `userId` is given. */
async function join(s: Socket, channel: string, userId?: string) {
  const member = userId ? { user_id: userId, user_info: { name: userId } } : undefined;
  s.send({
    event: 'pusher:subscribe',
    data: { channel, ...sdk(server.port).authorizeChannel(s.socketId, channel, member) },
  });
  await s.next(
    (m) => m.event === 'pusher_internal:subscription_succeeded' && m.channel === channel,
  );
}

async function signIn(s: Socket, id: string) {
  s.send({ event: 'pusher:signin', data: sdk(server.port).authenticateUser(s.socketId, { id }) });
  return s.next((m) => m.event === 'pusher:signin_success' || m.event === 'pusher:error');
}

describe('terminate_connections', () => {
  it('closes the user`s signed-in, user-channel and presence sockets with 4200; others stay', async () => {
    const [signedIn, onChannel, inPresence, bystander] = await Promise.all([
      socket(),
      socket(),
      socket(),
      socket(),
    ]);
    expect((await signIn(signedIn, 'u-1')).event).toBe('pusher:signin_success');
    await join(onChannel, 'private-user-u-1');
    await join(inPresence, 'presence-room-t', 'u-1');
    await join(bystander, 'presence-room-t', 'u-2');
    await join(bystander, 'private-user-u-2');

    await expect(sdk(server.port).terminateUserConnections('u-1')).resolves.toMatchObject({
      status: 200,
    });
    for (const s of [signedIn, onChannel, inPresence]) expect((await s.closed).code).toBe(4200);
    const removed = await bystander.next((m) => m.event === 'pusher_internal:member_removed');
    expect(removed.data).toEqual({ user_id: 'u-1' });
    const users = await (
      await sdk(server.port).get({ path: '/channels/presence-room-t/users' })
    ).json();
    expect(users).toEqual({ users: [{ id: 'u-2' }] });
    const info = await (await sdk(server.port).get({ path: '/channels/private-user-u-1' })).json();
    expect(info).toEqual({ occupied: false });
    // The other user's sockets were not touched and still get their events.
    await sdk(server.port).trigger('private-user-u-2', 'still-here', { ok: true });
    expect((await bystander.next((m) => m.event === 'still-here')).data).toEqual({ ok: true });
    bystander.ws.close();
  });

  it('pusher-js reconnects at once and authorizes again: a revoked session gets nothing more', async () => {
    const signer = sdk(server.port);
    let revoked = false;
    const revokedTab = client(server.port, undefined, {
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) =>
          revoked
            ? callback(new Error('session revoked'), null)
            : callback(null, signer.authorizeChannel(socketId, channelName)),
      },
    });
    const otherSession = client(server.port);
    open.push(revokedTab, otherSession);
    const [gone, kept] = await Promise.all([
      subscribed(revokedTab, 'private-user-u-3'),
      subscribed(otherSession, 'private-user-u-3'),
    ]);
    const before = revokedTab.connection.socket_id;
    const closeCode = waitFor<number>((resolve) =>
      revokedTab.connection.bind('error', (e: { data?: { code?: number } }) =>
        resolve(e.data?.code ?? 0),
      ),
    );
    const refused = waitFor<unknown>((resolve) => gone.bind('pusher:subscription_error', resolve));
    const resubscribed = waitFor<unknown>((resolve) =>
      kept.bind('pusher:subscription_succeeded', resolve),
    );
    revoked = true;
    await sdk(server.port).terminateUserConnections('u-3');
    expect(await closeCode).toBe(4200);
    await refused;
    await resubscribed;
    expect(revokedTab.connection.state).toBe('connected');
    expect(revokedTab.connection.socket_id).not.toBe(before);

    const leaked: unknown[] = [];
    gone.bind('notification', (data: unknown) => leaked.push(data));
    const delivered = waitFor<unknown>((resolve) => kept.bind('notification', resolve));
    await sdk(server.port).trigger('private-user-u-3', 'notification', { n: 1 });
    expect(await delivered).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(leaked).toEqual([]);
  });

  it('is signed like every HTTP API call; an unknown user closes nothing', async () => {
    await expect(
      sdk(server.port, 'wrong-secret').terminateUserConnections('u-1'),
    ).rejects.toMatchObject({ status: 401 });
    const bystander = await socket();
    await join(bystander, 'private-user-u-5');
    await expect(sdk(server.port).terminateUserConnections('nobody')).resolves.toMatchObject({
      status: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystander.ws.readyState).toBe(1);
    bystander.ws.close();
  });
});

describe('pusher:signin (user authentication)', () => {
  it('pusher-js signs in, gets its own server-to-user channel, and sendToUser reaches it', async () => {
    const signer = sdk(server.port);
    const pusher = client(server.port, undefined, {
      userAuthentication: {
        customHandler: ({ socketId }, callback) =>
          callback(null, signer.authenticateUser(socketId, { id: 'u-6' })),
      },
    });
    open.push(pusher);
    await connected(pusher);
    pusher.signin();
    const user = pusher.user as unknown as { serverToUserChannel: { subscribed: boolean } | null };
    await waitFor<void>((resolve) => {
      const poll = setInterval(() => {
        if (user.serverToUserChannel?.subscribed) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    const got = waitFor<unknown>((resolve) => pusher.user.bind('hello', resolve));
    await signer.sendToUser('u-6', 'hello', { to: 'u-6' });
    expect(await got).toEqual({ to: 'u-6' });
  });

  it('a forged or malformed sign-in is refused with 4009 and the socket stays open', async () => {
    const s = await socket();
    const userData = JSON.stringify({ id: 'u-7' });
    const forged = `${APP.key}:${hmac('other-secret', `${s.socketId}::user::${userData}`)}`;
    s.send({ event: 'pusher:signin', data: { user_data: userData, auth: forged } });
    const error = await s.next((m) => m.event === 'pusher:error');
    expect(error.data).toMatchObject({ code: 4009 });
    const noId = JSON.stringify({ name: 'x' });
    const signedNoId = `${APP.key}:${hmac(APP.secret, `${s.socketId}::user::${noId}`)}`;
    s.send({ event: 'pusher:signin', data: { user_data: noId, auth: signedNoId } });
    expect((await s.next((m) => m.event === 'pusher:error')).data).toMatchObject({ code: 4009 });
    // Not signed in: no server-to-user channel, for anybody.
    s.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-u-7' } });
    await s.next((m) => m.event === 'pusher:subscription_error');
    expect(s.ws.readyState).toBe(1);
    s.ws.close();
  });

  it('a signed-in socket may not switch user nor read another user`s channel', async () => {
    const s = await socket();
    expect((await signIn(s, 'u-8')).event).toBe('pusher:signin_success');
    const again = await signIn(s, 'u-9');
    expect(again.event).toBe('pusher:error');
    s.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-u-9' } });
    const refused = await s.next((m) => m.event === 'pusher:subscription_error');
    expect(refused.channel).toBe('#server-to-user-u-9');
    // And it is terminated as the user it signed in as.
    await sdk(server.port).terminateUserConnections('u-8');
    expect((await s.closed).code).toBe(4200);
  });
});
