/** This browser's push token, exposed to the app (read it with usePushToken). */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setPushToken(token: string | null): void {
  current = token;
  listeners.forEach((listener) => listener());
}

export function getPushToken(): string | null {
  return current;
}

export function subscribePushToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
