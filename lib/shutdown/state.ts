import type { Server } from 'node:http';

/**
 * This process's lifecycle, shared by every bundle of it (instrumentation, the health route, the
 * request hook): whether it is draining (a shutdown has begun: readiness answers 503, responses
 * close their connection), and the HTTP servers that took requests, which the shutdown closes.
 */

type Lifecycle = { draining: boolean; servers: Set<Server>; skipPorts: Set<number> };
type Holder = { __fursaLifecycle?: Lifecycle };
const holder = globalThis as unknown as Holder;

function lifecycle(): Lifecycle {
  holder.__fursaLifecycle ??= { draining: false, servers: new Set(), skipPorts: new Set() };
  return holder.__fursaLifecycle;
}

export function isDraining(): boolean {
  return holder.__fursaLifecycle?.draining ?? false;
}

export function startDraining(): void {
  lifecycle().draining = true;
}

/** A port whose server is not the app's (the embedded realtime server): not logged, not closed. */
export function skipServerPort(port: number): void {
  lifecycle().skipPorts.add(port);
}

export function isSkippedServer(server: Server): boolean {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : null;
  return port !== null && lifecycle().skipPorts.has(port);
}

/** Called for every request the app's HTTP server gets (cheap: a Set that holds one server). */
export function noteServer(server: Server): void {
  lifecycle().servers.add(server);
}

export function appServers(): Server[] {
  return [...lifecycle().servers];
}
