import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTwoFactorMode, staffTwoFactorProblem } from '@/features/staff/two-factor-policy';
import {
  assertStaffSecondFactor,
  getStaffTwoFactor,
} from '@/features/staff/server/staff-two-factor';
import { checkEnvironment } from '@/lib/config/check-env';
import { getDb, schema } from '@/lib/db';
import { createUser } from './helpers';

afterEach(() => vi.unstubAllEnvs());

describe('STAFF_TWO_FACTOR', () => {
  it('is required in production, offered elsewhere and where the demo is seeded', () => {
    expect(staffTwoFactorMode({ NODE_ENV: 'production' })).toBe('required');
    expect(staffTwoFactorMode({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe('offered');
    expect(staffTwoFactorMode({ NODE_ENV: 'development' })).toBe('offered');
    expect(staffTwoFactorMode({ NODE_ENV: 'production', STAFF_TWO_FACTOR: 'offered' })).toBe(
      'offered',
    );
    expect(staffTwoFactorMode({ NODE_ENV: 'test', STAFF_TWO_FACTOR: 'required' })).toBe('required');
  });

  it('stops the server on a value that does not parse', () => {
    expect(staffTwoFactorProblem({ STAFF_TWO_FACTOR: 'sometimes' })).toMatch(/STAFF_TWO_FACTOR/);
    expect(staffTwoFactorProblem({})).toBeNull();
    const report = checkEnvironment({ NODE_ENV: 'development', STAFF_TWO_FACTOR: 'yes' });
    expect(report.errors.join()).toContain('STAFF_TWO_FACTOR');
  });

  it('where required, refuses staff actions until two-step verification is on', async () => {
    vi.stubEnv('STAFF_TWO_FACTOR', 'required');
    const moderator = await createUser('MODERATOR');
    expect(await getStaffTwoFactor(moderator)).toEqual({
      mode: 'required',
      enabled: false,
      blocked: true,
    });
    await expect(assertStaffSecondFactor(moderator)).rejects.toThrow('staff.two_factor_required');

    const admin = await createUser('ADMIN');
    const db = await getDb();
    await db
      .insert(schema.userTwoFactor)
      .values({ userId: admin.id, secretCiphertext: 'sealed', enabledAt: new Date() });
    expect((await getStaffTwoFactor(admin)).blocked).toBe(false);
    await expect(assertStaffSecondFactor(admin)).resolves.toBeUndefined();

    vi.stubEnv('STAFF_TWO_FACTOR', 'offered');
    await expect(assertStaffSecondFactor(moderator)).resolves.toBeUndefined();
  });
});
