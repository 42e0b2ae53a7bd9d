// Preload for scripts run outside Next (`tsx --import ./scripts/no-server-only.mjs ...`): the
// `server-only` guard throws outside React's server condition, and that condition cannot be
// used for a whole Node process (next/navigation then meets React's server build, which has no
// createContext). This resolves `server-only` to an empty module instead; nothing else changes.
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
