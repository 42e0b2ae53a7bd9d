import 'server-only';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '@/features/billing/server/wallet';
import { getDb } from '@/lib/db';
import { auditLog, type AuditLogRow } from '@/lib/db/schema';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import { assertStaff, type StaffActor } from './staff-access';

/**
 * The audit log: every staff action, written in the same transaction as the change it records
 * (so one never exists without the other), and never changed afterwards (a trigger refuses it).
 */

export type AuditEntry = {
  /** `<object>.<verb>`, e.g. `listing.hide`, `user.suspend`, `plan.update`, `wallet.adjust`. */
  action: string;
  targetKind: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

export async function recordAudit(tx: Executor, actor: StaffActor, entry: AuditEntry) {
  assertStaff(actor);
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** Newest first; `q` matches the actor's e-mail, the action or the target id. */
export async function listAuditLog(
  actor: StaffActor,
  options: { page?: number; q?: string; targetKind?: string; targetId?: string } = {},
): Promise<Paginated<AuditLogRow>> {
  assertStaff(actor);
  const window = pageWindow(options.page, { pageSize: 50 });
  const q = options.q?.trim();
  const where = and(
    q
      ? or(
          ilike(auditLog.actorEmail, `%${q}%`),
          ilike(auditLog.action, `%${q}%`),
          eq(auditLog.targetId, q),
        )
      : undefined,
    options.targetKind ? eq(auditLog.targetKind, options.targetKind) : undefined,
    options.targetId ? eq(auditLog.targetId, options.targetId) : undefined,
  );
  const db = await getDb();
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return paginated(items, total?.n ?? 0, window);
}
