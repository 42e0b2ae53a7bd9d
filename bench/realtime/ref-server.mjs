/**
 * The bench's reference: a bare peer of the embedded server, on the same `ws` and node:http, with
 * only what pusher-js and the `pusher` SDK need to run the workload. No auth checks, no
 * validation, no limits, no liveness sweep: whatever our server costs beyond this floor is the
 * price of its protocol work. Forked by workload.mjs exactly like server.mjs (same messages).
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const channels = new Map(); // channel name -> Set of sockets
let nextSocket = 0;

const http = createServer((req, res) => {
  if (req.method !== 'POST' || !/^\/apps\/[^/]+\/events$/.test(req.url.split('?')[0])) {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // The SDK's body: { name, data (a JSON string), channels }. Signature and body_md5 unchecked.
    const { name, data, channels: names } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const channel of names) {
      const sockets = channels.get(channel);
      if (!sockets) continue;
      const message = JSON.stringify({ event: name, channel, data });
      for (const ws of sockets) ws.send(message);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
http.keepAliveTimeout = 60_000; // as ours: the SDK's keep-alive agent reuses its connection

const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
wss.on('connection', (ws) => {
  const joined = new Set();
  ws.on('message', (raw) => {
    const { event, data } = JSON.parse(raw.toString('utf8'));
    if (event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":"{}"}');
    if (event === 'pusher:subscribe') {
      const channel = data.channel;
      if (!channels.has(channel)) channels.set(channel, new Set());
      channels.get(channel).add(ws);
      joined.add(channel);
      ws.send(
        JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }),
      );
    }
  });
  ws.on('close', () => {
    for (const channel of joined) {
      channels.get(channel).delete(ws);
      if (channels.get(channel).size === 0) channels.delete(channel);
    }
  });
  nextSocket += 1;
  ws.send(
    JSON.stringify({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: `${process.pid}.${nextSocket}`, activity_timeout: 120 }),
    }),
  );
});

process.on('message', (message) => {
  if (message?.type === 'memory') {
    globalThis.gc?.();
    process.send({
      type: 'memory',
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      connections: wss.clients.size,
    });
  }
  if (message?.type === 'stop') {
    for (const ws of wss.clients) ws.terminate();
    http.close(() => process.exit(0));
    http.closeAllConnections();
  }
});
http.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () =>
  process.send({ type: 'ready', port: http.address().port }),
);
