/**
 * STAFF_TWO_FACTOR: whether staff must have two-step verification on before the staff area opens
 * (`required`) or are only invited to turn it on (`offered`). Unset: required in production,
 * except where the demo data is seeded (its staff accounts sign in with the demo password alone),
 * and offered everywhere else. Read on the server only.
 */
export type StaffTwoFactorMode = 'required' | 'offered';

type Env = { STAFF_TWO_FACTOR?: string; NODE_ENV?: string; SEED_DEMO?: string };

const MODES: readonly StaffTwoFactorMode[] = ['required', 'offered'];

function isMode(value: string): value is StaffTwoFactorMode {
  return (MODES as readonly string[]).includes(value);
}

export function staffTwoFactorMode(env: Env = process.env): StaffTwoFactorMode {
  const value = env.STAFF_TWO_FACTOR?.trim() ?? '';
  if (isMode(value)) return value;
  // A value that does not parse stops the server (check-env.ts); should it get here, the safe side.
  if (value) return 'required';
  return env.NODE_ENV === 'production' && env.SEED_DEMO !== 'true' ? 'required' : 'offered';
}

/** For the start-up check: a set value must be one of the two. */
export function staffTwoFactorProblem(env: Env): string | null {
  const value = env.STAFF_TWO_FACTOR?.trim();
  return !value || isMode(value) ? null : 'STAFF_TWO_FACTOR must be required or offered';
}
