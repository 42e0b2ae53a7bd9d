import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { isTwoFactorEnabled } from '@/features/accounts/server/two-factor';
import { isStaff } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { staffTwoFactorMode, type StaffTwoFactorMode } from '../two-factor-policy';

/** The one staff page open to a staff member who still has to turn on two-step verification. */
export const STAFF_TWO_FACTOR_PATH = '/admin/two-step';

export type StaffTwoFactorState = {
  mode: StaffTwoFactorMode;
  enabled: boolean;
  /** Required and not on: the staff area shows only the card asking for it. */
  blocked: boolean;
};

/** Memoised per request: the layout, the page and its actions ask the same question. */
const enabledFor = cache((userId: string) => isTwoFactorEnabled(userId));

/** Where a staff member stands with the second factor (STAFF_TWO_FACTOR, two-factor-policy.ts). */
export async function getStaffTwoFactor(user: { id: string }): Promise<StaffTwoFactorState> {
  const mode = staffTwoFactorMode();
  const enabled = await enabledFor(user.id);
  return { mode, enabled, blocked: mode === 'required' && !enabled };
}

/**
 * The page gate's staff rule (lib/auth/page-gate.ts): a staff page renders only once the second
 * factor is on, where it is required; until then every staff page leads to the card that asks for
 * it. A redirect rather than a layout swap: a layout cannot keep its page's data out of the
 * response.
 */
export async function requireStaffSecondFactor(
  locale: Locale,
  path: string,
  user: { id: string; type: string },
): Promise<void> {
  if (!isStaff(user) || path === STAFF_TWO_FACTOR_PATH) return;
  if ((await getStaffTwoFactor(user)).blocked) redirect(`/${locale}${STAFF_TWO_FACTOR_PATH}`);
}

/** The same rule for staff actions: refused (`staff.two_factor_required`) until it is on. */
export async function assertStaffSecondFactor(user: { id: string; type: string }): Promise<void> {
  if (!isStaff(user)) return;
  if ((await getStaffTwoFactor(user)).blocked) throw new DomainError('staff.two_factor_required');
}
