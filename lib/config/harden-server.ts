import { installPeerAddress } from '@/lib/security/peer-address';
import { assertEnvironment } from './check-env';

/** Start-up hardening, called once from instrumentation.ts (Node runtime, not during a build). */
export function hardenServer(env = process.env): void {
  assertEnvironment(env);
  installPeerAddress(env);
}
