import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { opportunities } from '@/lib/db/schema';
import { isOwner } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';

/** Who acts on a deal room: the acting user as requireUser() gives it. */
export type RoomActor = { id: string; type: string; name: string; email: string };

export const roomNotFound = () => new DomainError('dealRoom.not_found');

/**
 * The owner's own opportunity, locked for the change; another owner's id answers exactly like
 * an unknown one, and anyone but a business owner is refused before any query.
 */
export async function lockOwnOpportunity(tx: Tx, actor: RoomActor, opportunityId: string) {
  if (!isOwner(actor)) throw new DomainError('forbidden');
  if (!isUuid(opportunityId)) throw roomNotFound();
  const [row] = await tx
    .select({ id: opportunities.id, title: opportunities.title, status: opportunities.status })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.ownerId, actor.id)))
    .for('update');
  if (!row) throw roomNotFound();
  return row;
}
