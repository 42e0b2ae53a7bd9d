/**
 * The embedded realtime server alone, in its own process (forked by workload.mjs with tsx), so the
 * bench's clients never share its event loop. Answers { type: 'memory' } with its memory use.
 */
import { startRealtimeServer } from '../../realtime-server/index.ts';

const app = JSON.parse(process.env.BENCH_APP);
const server = await startRealtimeServer({
  apps: [app],
  port: Number(process.env.BENCH_PORT),
  host: '127.0.0.1',
  maxConnections: 100_000,
  // Every bench client connects from 127.0.0.1.
  maxConnectionsPerIp: 100_000,
});

process.on('message', (message) => {
  if (message?.type === 'memory') {
    globalThis.gc?.();
    process.send({
      type: 'memory',
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      connections: server.connections(),
    });
  }
  if (message?.type === 'stop') void server.close().then(() => process.exit(0));
});
process.send({ type: 'ready', port: server.port });
