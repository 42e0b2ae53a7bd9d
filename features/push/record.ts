/**
 * What this browser last told the server (localStorage), to refresh and replace registrations.
 * Apart from startup.ts so a visitor's page can forget it without loading the start-up code.
 */
export const PUSH_RECORD_KEY = 'fursa.push-token';

/** The token registered, for which user and session (its tag), and when (ms since the epoch). */
type PushRecord = {
  token: string;
  userId: string;
  session: string | null;
  createdAt: number;
};

export function readPushRecord(storage: Storage): PushRecord | null {
  try {
    const value = JSON.parse(storage.getItem(PUSH_RECORD_KEY) ?? 'null') as PushRecord | null;
    return value && typeof value.token === 'string' && typeof value.createdAt === 'number'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function writePushRecord(storage: Storage, record: PushRecord): void {
  storage.setItem(PUSH_RECORD_KEY, JSON.stringify(record));
}

/**
 * Forgets this browser's record. Only once the session check has answered "signed out": the
 * next user's start-up registers again. Forgetting it on a mere "not known yet" would re-send the
 * token on every load and lose the previous token that a changed subscription must replace.
 */
export function forgetPushRecord(storage: Storage): void {
  storage.removeItem(PUSH_RECORD_KEY);
}
