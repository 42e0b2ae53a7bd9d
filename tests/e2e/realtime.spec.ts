import { expect, test } from '@playwright/test';
import { asDistinctClient, DEMO, signInAs } from './helpers';

test.describe('realtime connection', () => {
  test('signed in, the tab connects and logs each state change as previous → current', async ({
    page,
  }) => {
    await asDistinctClient(page);
    const states: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('[realtime] ') && text.includes('→')) states.push(text);
      if (message.type() === 'error' && text.startsWith('[realtime]')) errors.push(text);
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signInAs(page, DEMO.owner);
    await expect
      .poll(() => states, { timeout: 15_000 })
      .toContain('[realtime] connecting → connected');
    expect(states[0]).toBe('[realtime] initialized → connecting');
    expect(errors).toEqual([]);
    // One connection per tab, to the local server without TLS.
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatch(/^ws:\/\/localhost:\d+\/app\//);
  });

  test('signed out, no connection is opened', async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/realtime/')) configRequests.push(request.url());
    });
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    expect(sockets).toEqual([]);
    expect(configRequests).toEqual([]);
  });

  test('channel authorization: signed-in users only, own channel only', async ({ page }) => {
    await asDistinctClient(page);
    const anonymous = await page.request.post('/api/realtime/auth', {
      form: { socket_id: '1.2', channel_name: 'private-user-00000000-0000-4000-8000-000000000000' },
    });
    expect(anonymous.status()).toBe(401);
    await signInAs(page, DEMO.owner);
    const other = await page.request.post('/api/realtime/auth', {
      form: { socket_id: '1.2', channel_name: 'private-user-00000000-0000-4000-8000-000000000000' },
    });
    expect(other.status()).toBe(403);
    const config = await (await page.request.get('/api/realtime/config')).json();
    expect(config).toMatchObject({ key: 'fursa-e2e-key', scheme: 'http' });
    expect(JSON.stringify(config)).not.toContain('secret');
  });
});
