/**
 * What this browser last told the server (localStorage), to refresh and replace registrations.
 * Apart from startup.ts so a visitor's page can forget it without loading the start-up code.
 */
export const PUSH_RECORD_KEY = 'fursa.push-token';

/** Forgets this browser's record (signed out): the next user's start-up registers again. */
export function forgetPushRecord(storage: Storage): void {
  storage.removeItem(PUSH_RECORD_KEY);
}
