import { MEMBER_TYPES, type MemberType } from './user-types';

/**
 * Role predicates. The case-insensitive reading SPEC 3 asks for happens once, where a type enters
 * (parseUserType); stored types are upper case (the users table checks it), so everything after
 * compares as it is. `string` too: database rows carry the column's type.
 */
type Typed = { type: string };

export const isOwner = (user: Typed): boolean => user.type === 'OWNER';
export const isInvestor = (user: Typed): boolean => user.type === 'INVESTOR';

/** Staff: admins and moderators, who run the marketplace (features/staff, features/moderation). */
export const isStaff = (user: Typed): boolean => user.type === 'ADMIN' || user.type === 'MODERATOR';
/** Admins may also change plans, money, redirects and other staff. */
export const isAdmin = (user: Typed): boolean => user.type === 'ADMIN';
/** An investor or an owner: the sign-up form's choices. */
export const isMemberType = (type: string): type is MemberType =>
  (MEMBER_TYPES as readonly string[]).includes(type);

/** An investor or an owner: a member of the marketplace (plans, wallet). */
export const isMember = (user: Typed): boolean => isMemberType(user.type);
