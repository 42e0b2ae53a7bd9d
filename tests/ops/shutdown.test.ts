import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServers, drainSecondsOf } from '@/lib/shutdown/shutdown';

/** A server whose `/slow` answers after `ms`, and an agent that keeps its connections open. */
async function serve(ms: number) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('done'), ms);
    else res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  return { server, get, agent };
}

describe('closing the HTTP server on shutdown', () => {
  it('finishes the request under way, and does not wait for idle keep-alive connections', async () => {
    const { server, get, agent } = await serve(300);
    await get('/'); // a kept-alive connection, idle from here on
    const slow = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await closeServers([server]);
    const took = performance.now() - started;
    expect(await slow).toBe('done');
    expect(server.listening).toBe(false);
    // The request's remaining ~250 ms, not Node's 5 s keep-alive time-out.
    expect(took).toBeGreaterThan(150);
    expect(took).toBeLessThan(2000);
    agent.destroy();
  });

  it('cuts a request that outlives the wait', async () => {
    const { server, get, agent } = await serve(60_000);
    const slow = get('/slow').catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closeServers([server], 200);
    expect(await slow).toMatch(/socket hang up|ECONNRESET/);
    agent.destroy();
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS: 0 by default, at most 120', () => {
    expect(drainSecondsOf({})).toBe(0);
    expect(drainSecondsOf({ SHUTDOWN_DRAIN_SECONDS: '5' })).toBe(5);
    expect(drainSecondsOf({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toBe(0);
    expect(drainSecondsOf({ SHUTDOWN_DRAIN_SECONDS: '900' })).toBe(120);
  });
});
