import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Plan, PlanAudience } from '@/features/billing/types';
import { getDb } from '@/lib/db';
import { plans, type PlanRow } from '@/lib/db/schema';
import type { Executor } from './wallet';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    code: row.code,
    audience: row.audience === 'OWNER' ? 'OWNER' : 'INVESTOR',
    name: { en: row.nameEn, ar: row.nameAr },
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    features: { en: row.featuresEn, ar: row.featuresAr },
    priceMinor: row.priceMinor,
    currency: row.currency,
    durationDays: row.durationDays,
    limits: row.limits,
    sortOrder: row.sortOrder,
    active: row.active,
  };
}

/** The active plans offered to one type of user, in display order. */
export async function listPlans(audience: PlanAudience): Promise<Plan[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.audience, audience), eq(plans.active, true)))
    .orderBy(asc(plans.sortOrder), asc(plans.priceMinor));
  return rows.map(toPlan);
}

/** Every plan by code, inactive ones included (history lines name retired plans too). */
export async function getPlanNames(): Promise<Record<string, Plan['name']>> {
  const db = await getDb();
  const rows = await db
    .select({ code: plans.code, nameEn: plans.nameEn, nameAr: plans.nameAr })
    .from(plans);
  return Object.fromEntries(rows.map((r) => [r.code, { en: r.nameEn, ar: r.nameAr }]));
}

export async function findPlanByCode(code: string, db?: Executor): Promise<Plan | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select().from(plans).where(eq(plans.code, code)).limit(1);
  return row ? toPlan(row) : null;
}
