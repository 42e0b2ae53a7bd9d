/**
 * Whether a user's suspension (users.suspended_at / suspended_until, set by a moderator) holds at
 * `now`. A suspension whose end has passed is over, even before anything cleared its columns
 * (sign-in and a scheduled job clear them: features/moderation/server/suspension-expiry.ts). No
 * 'server-only': the admin pages' client islands show the same state.
 */
type SuspensionColumns = { suspendedAt: Date | null; suspendedUntil: Date | null };

export function isSuspended(user: SuspensionColumns, now: Date = new Date()): boolean {
  if (!user.suspendedAt) return false;
  return user.suspendedUntil === null || user.suspendedUntil.getTime() > now.getTime();
}

/** A suspension that was set with an end which has now passed: due to be lifted. */
export function isSuspensionOver(user: SuspensionColumns, now: Date = new Date()): boolean {
  return (
    user.suspendedAt !== null &&
    user.suspendedUntil !== null &&
    user.suspendedUntil.getTime() <= now.getTime()
  );
}
