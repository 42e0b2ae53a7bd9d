/**
 * The account types, client-safe (no crypto: roles.ts and the browser's menus read them; the
 * signed cookie in user-cookie.ts does not belong in a browser bundle).
 */

/** Who may sign up: the two sides of the marketplace. */
export const MEMBER_TYPES = ['INVESTOR', 'OWNER'] as const;
/** The people who run the marketplace: never by sign-up (features/staff). */
const STAFF_TYPES = ['ADMIN', 'MODERATOR'] as const;
export const USER_TYPES = [...MEMBER_TYPES, ...STAFF_TYPES] as const;
export type UserType = (typeof USER_TYPES)[number];
export type MemberType = (typeof MEMBER_TYPES)[number];

/** Normalizes a user type compared case-insensitively (SPEC 3); null when it is not one of ours. */
export function parseUserType(value: unknown): UserType | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (USER_TYPES as readonly string[]).includes(upper) ? (upper as UserType) : null;
}
