import 'server-only';
import { DomainError } from '@/lib/errors/domain-error';
import { authError, type AuthErrorKey } from '@/features/accounts/schemas/auth-codes';
import type { RateLimited } from './throttle';

/**
 * An answer of the auth services on one field (`''`: the whole form), such as "email taken" or
 * "wrong code": the forms translate `auth:errors.*` themselves (components/auth-errors.ts).
 */
export function authRefusal(field: string, key: AuthErrorKey): DomainError {
  return new DomainError('invalid', { field: { name: field, issue: authError(key) } });
}

/** The right password of a suspended account: refused, with the suspension's end if it has one. */
export function suspendedRefusal(until: Date | null): DomainError {
  const issue = until ? authError('suspendedUntil', until) : authError('suspended');
  return new DomainError('invalid', { field: { name: '', issue } });
}

/** A refused attempt of the throttle as the action's answer, with its wait. */
export function throwIfLimited(limited: RateLimited | null): void {
  if (limited) throw DomainError.rateLimited(limited.retryAfterSeconds);
}
