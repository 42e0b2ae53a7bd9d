import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { decideAccess, getGuard } from '@/lib/auth/guards';
import { isAdmin, isInvestor, isMember, isOwner, isStaff } from '@/lib/auth/roles';
import { requireStaffSecondFactor } from '@/features/staff/server/staff-two-factor';
import { getCurrentUser, type CurrentUser } from './current-user';

/**
 * The one page gate, next to the data: every page that depends on who is looking starts here.
 * The proxy applies the same SPEC 6 rules first from the signed cookie; this is the check that
 * counts, with the user read from the session. `path` is the page's route without its locale
 * (what the sign-in page sends the visitor back to).
 */

/** SPEC 6's redirects for this path; the visitor (null) or the user, when the page may render. */
export async function gatePage(locale: Locale, path: string): Promise<CurrentUser | null> {
  const user = await getCurrentUser();
  const decision = decideAccess({ pathname: path, locale, user });
  if (decision.type === 'redirect') redirect(decision.location);
  if (decision.type === 'notFound') notFound();
  return user;
}

export type PageRole = 'OWNER' | 'INVESTOR' | 'MEMBER' | 'STAFF' | 'ADMIN';

const HAS_ROLE: Record<PageRole, (user: CurrentUser) => boolean> = {
  OWNER: isOwner,
  INVESTOR: isInvestor,
  MEMBER: isMember,
  STAFF: isStaff,
  ADMIN: isAdmin,
};

/** The account types each role admits: a gated page's user has one of them. */
type RoleTypes = {
  OWNER: 'OWNER';
  INVESTOR: 'INVESTOR';
  MEMBER: 'INVESTOR' | 'OWNER';
  STAFF: 'ADMIN' | 'MODERATOR';
  ADMIN: 'ADMIN';
};

/**
 * A signed-in user's page: visitors go to sign in and come back; with `role`, any other account
 * type gets the 404 (a page that is not theirs does not exist for them).
 */
export async function requirePageUser(locale: Locale, path: string): Promise<CurrentUser>;
export async function requirePageUser<R extends PageRole>(
  locale: Locale,
  path: string,
  options: { role: R },
): Promise<CurrentUser & { type: RoleTypes[R] }>;
export async function requirePageUser(
  locale: Locale,
  path: string,
  options: { role?: PageRole } = {},
): Promise<CurrentUser> {
  const user = await gatePage(locale, path);
  if (!user) {
    const decision = getGuard('auth')({ pathname: path, locale, user: null });
    redirect(decision.type === 'redirect' ? decision.location : `/${locale}/auth/login`);
  }
  if (options.role && !HAS_ROLE[options.role](user)) notFound();
  // Staff pages also wait for the second factor where STAFF_TWO_FACTOR requires it.
  if (options.role === 'STAFF' || options.role === 'ADMIN') {
    await requireStaffSecondFactor(locale, path, user);
  }
  return user;
}
