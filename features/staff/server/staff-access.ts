import 'server-only';
import { isAdmin, isStaff } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';

/**
 * Who may run the marketplace. Every staff service checks again, whatever the action builder
 * (staffAction / adminAction) and the page gate already decided.
 */
export type StaffActor = { id: string; email: string; type: string };

/** An admin or a moderator. */
export function assertStaff(actor: StaffActor): void {
  if (!isStaff(actor)) throw new DomainError('forbidden');
}

/** An admin only: plans, money, redirects, other staff. */
export function assertAdmin(actor: StaffActor): void {
  if (!isAdmin(actor)) throw new DomainError('forbidden');
}
