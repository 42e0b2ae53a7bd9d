import 'server-only';
import { and, asc, countDistinct, eq, gt, ne, sql } from 'drizzle-orm';
import type { Plan, PlanLimits } from '@/features/billing/types';
import type { PlanCreateInput, PlanUpdateInput } from '@/features/billing/schemas/plan-admin';
import { getBillingLimits } from '@/features/billing/limits';
import { recordAudit } from '@/features/staff/server/audit';
import { assertAdmin, type StaffActor } from '@/features/staff/server/staff-access';
import { getDb, type Tx } from '@/lib/db';
import { plans, subscriptions, type PlanRow } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { toPlan } from './plans';

/**
 * Plans as admins run them. A subscription keeps what it was bought with: its price, currency and
 * end date are copied onto it at purchase, and nothing renews by itself (a renewal is a new
 * purchase at the price then on offer). So a price or duration change, or retiring a plan, only
 * concerns purchases from then on. Limits are the exception: they are read from the plan while a
 * period runs (features/contact-requests/server/allowance.ts), so while anyone's period is running
 * or paid ahead they may be raised, never lowered (make a new plan and retire this one instead).
 *
 * Nothing caches plans: /profile/plans, the wallet and the subscribe action read them per request,
 * so every change shows at once without a tag to revalidate.
 */

export type AdminPlan = Plan & {
  /** Members whose period of this plan is running now or paid ahead. */
  subscribers: number;
};

/** Every plan, retired ones too: investors' first, active before retired, in display order. */
export async function listAllPlans(actor: StaffActor, now = new Date()): Promise<AdminPlan[]> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({
      plan: plans,
      subscribers: countDistinct(subscriptions.userId),
    })
    .from(plans)
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.planId, plans.id),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
      ),
    )
    .groupBy(plans.id)
    .orderBy(
      asc(plans.audience),
      sql`${plans.active} desc`,
      asc(plans.sortOrder),
      asc(plans.priceMinor),
    );
  return rows.map((r) => ({
    ...toPlan(r.plan),
    subscribers: Number(r.subscribers),
  }));
}

/** One plan for its edit page; null when there is none with this id. */
export async function getPlanForAdmin(
  actor: StaffActor,
  id: string,
  now = new Date(),
): Promise<AdminPlan | null> {
  const all = await listAllPlans(actor, now);
  return all.find((plan) => plan.id === id) ?? null;
}

type Terms = Omit<PlanUpdateInput, 'id'>;

function limitsOf(audience: string, input: Terms): PlanLimits {
  // Each audience has its own limits; the other's would never be read.
  const limits: PlanLimits =
    audience === 'OWNER'
      ? { activeListings: input.activeListings, dealRoomMegabytes: input.dealRoomMegabytes }
      : { contactRequestsPerMonth: input.contactRequestsPerMonth };
  return Object.fromEntries(
    Object.entries(limits).filter(([, value]) => value !== undefined),
  ) as PlanLimits;
}

function termsOf(audience: string, input: Terms) {
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    descriptionEn: input.descriptionEn,
    descriptionAr: input.descriptionAr,
    featuresEn: input.featuresEn,
    featuresAr: input.featuresAr,
    priceMinor: input.price,
    durationDays: input.durationDays,
    limits: limitsOf(audience, input),
    sortOrder: input.sortOrder,
  };
}

/** What the audit log keeps of a plan (its id is the entry's target). */
function snapshot(row: PlanRow): Record<string, unknown> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}

async function lockPlan(tx: Tx, id: string): Promise<PlanRow> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
  if (!row) throw new DomainError('plan.not_found');
  return row;
}

/** Periods of this plan running now or paid ahead. */
async function runningSubscriptions(tx: Tx, planId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(subscriptions.id) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.planId, planId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A limit is lowered when it goes down, or appears where there was none (unlimited). */
function lowersALimit(before: PlanLimits, after: PlanLimits): boolean {
  return (['contactRequestsPerMonth', 'activeListings', 'dealRoomMegabytes'] as const).some(
    (key) => {
      const next = after[key];
      if (next === undefined) return false;
      const previous = before[key];
      return previous === undefined || next < previous;
    },
  );
}

export async function createPlan(actor: StaffActor, input: PlanCreateInput): Promise<Plan> {
  assertAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.code, input.code))
      .limit(1);
    if (taken) throw new DomainError('plan.code_taken');
    const [row] = await tx
      .insert(plans)
      .values({
        code: input.code,
        audience: input.audience,
        currency: getBillingLimits().currency,
        ...termsOf(input.audience, input),
      })
      .onConflictDoNothing()
      .returning();
    // Another admin took the code meanwhile.
    if (!row) throw new DomainError('plan.code_taken');
    await recordAudit(tx, actor, {
      action: 'plan.create',
      targetKind: 'plan',
      targetId: row.id,
      after: snapshot(row),
    });
    return toPlan(row);
  });
}

/** New terms for future purchases; running periods keep theirs (see the module comment). */
export async function updatePlan(
  actor: StaffActor,
  input: PlanUpdateInput,
  now = new Date(),
): Promise<Plan> {
  assertAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockPlan(tx, input.id);
    const terms = termsOf(before.audience, input);
    if (
      lowersALimit(before.limits, terms.limits) &&
      (await runningSubscriptions(tx, before.id, now)) > 0
    ) {
      throw new DomainError('plan.limits_in_use');
    }
    const [row] = await tx
      .update(plans)
      .set({ ...terms, updatedAt: now })
      .where(eq(plans.id, before.id))
      .returning();
    if (!row) throw new DomainError('plan.not_found');
    await recordAudit(tx, actor, {
      action: 'plan.update',
      targetKind: 'plan',
      targetId: row.id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return toPlan(row);
  });
}

async function setActive(actor: StaffActor, id: string, active: boolean, now: Date) {
  assertAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockPlan(tx, id);
    if (before.active === active) return toPlan(before);
    if (!active) {
      // Retiring the last plan of an audience would leave its members nothing to buy.
      const [other] = await tx
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.audience, before.audience), eq(plans.active, true), ne(plans.id, id)))
        .limit(1);
      if (!other) throw new DomainError('plan.last_active');
    }
    const [row] = await tx
      .update(plans)
      .set({ active, updatedAt: now })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw new DomainError('plan.not_found');
    await recordAudit(tx, actor, {
      action: active ? 'plan.restore' : 'plan.retire',
      targetKind: 'plan',
      targetId: id,
      before: { active: before.active },
      after: { active: row.active },
    });
    return toPlan(row);
  });
}

/** No new purchases; running periods keep their terms and end as paid. */
export function retirePlan(actor: StaffActor, input: { id: string }, now = new Date()) {
  return setActive(actor, input.id, false, now);
}

/** Offered again, with the terms it has now. */
export function restorePlan(actor: StaffActor, input: { id: string }, now = new Date()) {
  return setActive(actor, input.id, true, now);
}
