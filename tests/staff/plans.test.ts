import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  planCreateSchema,
  planUpdateSchema,
  priceInput,
  type PlanFormValues,
} from '@/features/billing/schemas/plan-admin';
import {
  createPlan,
  getPlanForAdmin,
  listAllPlans,
  restorePlan,
  retirePlan,
  updatePlan,
} from '@/features/billing/server/plan-admin';
import { listPlans } from '@/features/billing/server/plans';
import {
  getCurrentPlan,
  getSubscriptionOverview,
  subscribe,
} from '@/features/billing/server/subscriptions';
import { getDb, schema } from '@/lib/db';
import { DomainError } from '@/lib/errors/domain-error';
import { seedPlans } from '@/lib/seed/billing';
import { fund } from '../billing/helpers';
import { createUser, type StaffTestUser } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

let admin: StaffTestUser;
let moderator: StaffTestUser;

beforeAll(async () => {
  await seedPlans();
  admin = await createUser('ADMIN');
  moderator = await createUser('MODERATOR');
});

function form(overrides: Partial<PlanFormValues> = {}): PlanFormValues {
  return {
    code: `Test-${randomUUID().slice(0, 8)}`,
    audience: 'INVESTOR',
    nameEn: 'Investor Weekly',
    nameAr: 'المستثمر الأسبوعية',
    descriptionEn: 'A week of access.',
    descriptionAr: 'أسبوع من الوصول.',
    featuresEn: 'Browse everything\n\n  Up to 5 contact requests  \n',
    featuresAr: 'تصفّح كل شيء\nحتى 5 طلبات تواصل',
    price: '٢٩٫٥٠',
    durationDays: '7',
    contactRequestsPerMonth: '5',
    activeListings: '',
    dealRoomMegabytes: '',
    sortOrder: '5',
    ...overrides,
  };
}

const create = (values: PlanFormValues, actor = admin) =>
  createPlan(actor, planCreateSchema('SAR').parse(values));

/** The edit form of a plan as it stands, with `overrides`, parsed as the action parses it. */
async function edit(id: string, overrides: Record<string, string> = {}, now?: Date) {
  const plan = (await getPlanForAdmin(admin, id))!;
  const values = {
    id,
    nameEn: plan.name.en,
    nameAr: plan.name.ar,
    descriptionEn: plan.description.en,
    descriptionAr: plan.description.ar,
    featuresEn: plan.features.en.join('\n'),
    featuresAr: plan.features.ar.join('\n'),
    price: priceInput(plan.priceMinor, plan.currency),
    durationDays: String(plan.durationDays),
    contactRequestsPerMonth: String(plan.limits.contactRequestsPerMonth ?? ''),
    activeListings: String(plan.limits.activeListings ?? ''),
    sortOrder: String(plan.sortOrder),
    ...overrides,
  };
  return updatePlan(admin, planUpdateSchema('SAR').parse(values), now);
}

async function auditOf(targetId: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetKind, 'plan'), eq(schema.auditLog.targetId, targetId)))
    .orderBy(asc(schema.auditLog.createdAt));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).key;
}

describe('plan form', () => {
  it('reads prices in the major unit (Arabic digits too) and features one per line', () => {
    const input = planCreateSchema('SAR').parse(form({ code: 'Investor-Weekly' }));
    expect(input).toMatchObject({
      code: 'investor-weekly',
      price: 29_50,
      durationDays: 7,
      contactRequestsPerMonth: 5,
      activeListings: undefined,
      featuresEn: ['Browse everything', 'Up to 5 contact requests'],
    });
  });

  it('refuses bad values field by field', () => {
    const result = planCreateSchema('SAR').safeParse(
      form({
        code: 'no spaces',
        audience: 'ADMIN',
        nameEn: 'x'.repeat(61),
        price: '0',
        durationDays: '0',
        featuresEn: Array.from({ length: 11 }, (_, i) => `line ${i}`).join('\n'),
      }),
    );
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(
      new Set(['code', 'audience', 'nameEn', 'price', 'durationDays', 'featuresEn']),
    );
  });
});

describe('plans in the staff area', () => {
  it('an admin creates a plan: offered to its audience at once, audited', async () => {
    const plan = await create(form());
    expect(plan).toMatchObject({ priceMinor: 29_50, currency: 'SAR', active: true });
    expect(plan.limits).toEqual({ contactRequestsPerMonth: 5 });
    expect((await listPlans('INVESTOR')).map((p) => p.code)).toContain(plan.code);
    expect((await listPlans('OWNER')).map((p) => p.code)).not.toContain(plan.code);
    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({ action: 'plan.create', actorId: admin.id, before: null });
    expect(entry!.after).toMatchObject({
      code: plan.code,
      priceMinor: 29_50,
      nameAr: plan.name.ar,
    });
  });

  it('refuses a code already used', async () => {
    const plan = await create(form());
    expect(await refusal(create(form({ code: plan.code.toUpperCase() })))).toBe('plan.code_taken');
  });

  it('lists every plan, retired ones and subscriber counts included', async () => {
    const plan = await create(form());
    const investor = await createUser('INVESTOR');
    await fund(investor.id, 100_00);
    await subscribe(investor, { planCode: plan.code, requestId: randomUUID() });
    await retirePlan(admin, plan);
    const listed = (await listAllPlans(admin)).find((p) => p.id === plan.id);
    expect(listed).toMatchObject({ active: false, subscribers: 1 });
    expect((await listAllPlans(admin)).some((p) => p.code === 'owner-starter')).toBe(true);
  });

  it('a price change applies to new purchases; a running subscription keeps its terms', async () => {
    const plan = await create(form({ price: '30', durationDays: '30' }));
    const investor = await createUser('INVESTOR');
    await fund(investor.id, 200_00);
    const bought = await subscribe(investor, { planCode: plan.code, requestId: randomUUID() });
    if (bought.status !== 'subscribed') throw new Error(bought.status);

    await edit(plan.id, { price: '45.75', durationDays: '10', nameEn: 'Investor Ten Days' });
    const overview = await getSubscriptionOverview(investor.id);
    expect(overview.current).toMatchObject({ priceMinor: 30_00 });
    expect(overview.current?.endsAt).toEqual(bought.subscription.endsAt);

    const renewed = await subscribe(investor, { planCode: plan.code, requestId: randomUUID() });
    if (renewed.status !== 'subscribed') throw new Error(renewed.status);
    expect(renewed.subscription.priceMinor).toBe(45_75);
    expect(renewed.subscription.endsAt.getTime() - renewed.subscription.startsAt.getTime()).toBe(
      10 * DAY,
    );

    const entries = await auditOf(plan.id);
    const update = entries.find((e) => e.action === 'plan.update')!;
    expect(update.before).toMatchObject({ priceMinor: 30_00, durationDays: 30 });
    expect(update.after).toMatchObject({
      priceMinor: 45_75,
      durationDays: 10,
      nameEn: 'Investor Ten Days',
    });
  });

  it('limits can be raised but not lowered while a period runs', async () => {
    const plan = await create(form({ contactRequestsPerMonth: '10' }));
    // Nobody subscribed yet: anything goes.
    await edit(plan.id, { contactRequestsPerMonth: '8' });
    const investor = await createUser('INVESTOR');
    await fund(investor.id, 100_00);
    await subscribe(investor, { planCode: plan.code, requestId: randomUUID() });

    expect(await refusal(edit(plan.id, { contactRequestsPerMonth: '4' }))).toBe(
      'plan.limits_in_use',
    );
    await edit(plan.id, { contactRequestsPerMonth: '' });
    expect((await getCurrentPlan(investor.id))?.limits).toEqual({});
    // From unlimited to a limit is lowering too.
    expect(await refusal(edit(plan.id, { contactRequestsPerMonth: '50' }))).toBe(
      'plan.limits_in_use',
    );
    // Once every period has ended, the limits are free again.
    const later = new Date(Date.now() + 40 * DAY);
    await edit(plan.id, { contactRequestsPerMonth: '3' }, later);
  });

  it('a retired plan is not offered nor sold; its subscribers keep their period', async () => {
    const plan = await create(form());
    const investor = await createUser('INVESTOR');
    await fund(investor.id, 100_00);
    const bought = await subscribe(investor, { planCode: plan.code, requestId: randomUUID() });
    if (bought.status !== 'subscribed') throw new Error(bought.status);

    await retirePlan(admin, plan);
    expect((await listPlans('INVESTOR')).map((p) => p.code)).not.toContain(plan.code);
    const again = await subscribe(investor, { planCode: plan.code, requestId: randomUUID() });
    expect(again.status).toBe('unknown_plan');
    const overview = await getSubscriptionOverview(investor.id);
    expect(overview.current).toMatchObject({ planCode: plan.code, priceMinor: 29_50 });
    expect(overview.current?.endsAt).toEqual(bought.subscription.endsAt);
    expect((await getCurrentPlan(investor.id))?.code).toBe(plan.code);

    await restorePlan(admin, plan);
    expect((await listPlans('INVESTOR')).map((p) => p.code)).toContain(plan.code);
    const actions = (await auditOf(plan.id)).map((e) => [e.action, e.before, e.after]);
    expect(actions.slice(1)).toEqual([
      ['plan.retire', { active: true }, { active: false }],
      ['plan.restore', { active: false }, { active: true }],
    ]);
  });

  it('the last plan offered to an audience cannot be retired', async () => {
    const owners = (await listAllPlans(admin)).filter((p) => p.audience === 'OWNER' && p.active);
    for (const plan of owners.slice(1)) await retirePlan(admin, plan);
    expect(await refusal(retirePlan(admin, owners[0]!))).toBe('plan.last_active');
    for (const plan of owners.slice(1)) await restorePlan(admin, plan);
  });

  it('moderators and members are refused, and nothing is written', async () => {
    const owner = await createUser('OWNER');
    const plan = await create(form());
    for (const actor of [moderator, owner]) {
      expect(await refusal(create(form(), actor))).toBe('forbidden');
      expect(await refusal(listAllPlans(actor))).toBe('forbidden');
      expect(await refusal(retirePlan(actor, plan))).toBe('forbidden');
      expect(await refusal(restorePlan(actor, plan))).toBe('forbidden');
      const input = planUpdateSchema('SAR').parse({ ...form(), id: plan.id, price: '1' });
      expect(await refusal(updatePlan(actor, input))).toBe('forbidden');
    }
    expect((await getPlanForAdmin(admin, plan.id))?.priceMinor).toBe(29_50);
    expect((await auditOf(plan.id)).map((e) => e.action)).toEqual(['plan.create']);
  });
});
