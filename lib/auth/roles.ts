/**
 * Role predicates. The case-insensitive reading SPEC 3 asks for happens once, where a type enters
 * (parseUserType); stored types are upper case (the users table checks it), so everything after
 * compares as it is. `string` too: database rows carry the column's type.
 */
type Typed = { type: string };

export const isOwner = (user: Typed): boolean => user.type === 'OWNER';
export const isInvestor = (user: Typed): boolean => user.type === 'INVESTOR';
