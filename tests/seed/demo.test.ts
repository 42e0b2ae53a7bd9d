import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { signIn } from '@/features/accounts/server/accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, shouldSeedDemo } from '@/lib/seed/demo';

describe('demo seed', () => {
  it('is off in production unless asked for', () => {
    expect(shouldSeedDemo({ NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemo({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'development' })).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
  });

  it('creates the demo accounts once; they sign in with the README password', async () => {
    await seed({ SEED_DEMO: 'true' });
    await seed({ SEED_DEMO: 'true' });
    const db = await getDb();
    for (const account of DEMO_ACCOUNTS) {
      const rows = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, account.email));
      expect(rows).toHaveLength(1);
      const result = await signIn(
        { email: account.email, password: DEMO_PASSWORD },
        { clientKey: `seed-test-${account.type}` },
      );
      expect(result.ok).toBe(true);
    }
  });

  it("opens Omar's first opportunity's deal room to the demo: two documents, Sara asking", async () => {
    await seed({ SEED_DEMO: 'true' });
    const db = await getDb();
    const documents = await db.select().from(schema.dealRoomDocuments);
    expect(documents).toHaveLength(2);
    const access = await db.select().from(schema.dealRoomAccess);
    expect(access.map((row) => row.state)).toEqual(['requested']);
    expect(access[0]!.opportunityId).toBe(documents[0]!.opportunityId);
  });
});
