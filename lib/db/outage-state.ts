/**
 * What the request layer knows of the database's reachability (lib/database-outage.ts
 * probes it). Apart so that the database client can report a lost connection without importing
 * the probe (which imports the client).
 */
export type OutageState = { down: boolean; checkedAt: number; pending: Promise<void> | null };

const holder = globalThis as unknown as { __fursaDbOutage?: OutageState };
export const outageState: OutageState = (holder.__fursaDbOutage ??= {
  down: false,
  checkedAt: 0,
  pending: null,
});

/** A connection was lost: the next request probes at once instead of trusting the last answer. */
export function suspectOutage(): void {
  outageState.checkedAt = 0;
}
