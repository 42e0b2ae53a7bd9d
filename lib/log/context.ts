import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a log line belongs to. The server's request hook (requests.ts) runs each request
 * inside this store; the console (console.ts) reads it. One store per process, whichever bundle
 * asks: Next loads instrumentation, the proxy and the routes as separate bundles.
 */

type Store = { requestId: string };
type Holder = { __fursaLogContext?: AsyncLocalStorage<Store> };
const holder = globalThis as unknown as Holder;

export function requestStore(): AsyncLocalStorage<Store> {
  holder.__fursaLogContext ??= new AsyncLocalStorage<Store>();
  return holder.__fursaLogContext;
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return holder.__fursaLogContext?.getStore()?.requestId;
}
