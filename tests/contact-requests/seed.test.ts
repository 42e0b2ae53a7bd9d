import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { seedDemoListingViews } from '@/lib/server/seed/contact-requests';
import { seed } from '@/lib/server/seed/demo';

describe('demo contact requests', () => {
  it('give the demo accounts requests in every state and two conversations, once', async () => {
    await seed({ SEED_DEMO: 'true' });
    await seed({ SEED_DEMO: 'true' });
    const db = await getDb();
    const [sara] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'subscriber@fursa.local'));
    const requests = await db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.requesterId, sara!.id));
    expect(requests).toHaveLength(6);
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'cancelled']),
    );
    const accepted = requests.filter((r) => r.status === 'accepted').map((r) => r.id);
    const messages = await db
      .select()
      .from(schema.chatMessages)
      .where(inArray(schema.chatMessages.requestId, accepted));
    const bodies = (id: string) => messages.filter((m) => m.requestId === id).map((m) => m.body);
    const arabic = /[\u0600-\u06FF]/;
    const languages = accepted.map((id) => (bodies(id).every((b) => arabic.test(b)) ? 'ar' : 'en'));
    expect(languages.sort()).toEqual(['ar', 'en']);
    for (const id of accepted) {
      const owner = requests.find((r) => r.id === id)!.ownerId;
      expect(messages.some((m) => m.requestId === id && m.senderId === owner)).toBe(true);
    }
    // The funnel has views to start from, added once.
    const seededViews = async () =>
      (
        await db
          .select()
          .from(schema.listingViews)
          .where(like(schema.listingViews.visitor, 'seed:%'))
      ).length;
    const before = await seededViews();
    expect(before).toBeGreaterThan(100);
    expect(await seedDemoListingViews()).toBe(0);
    expect(await seededViews()).toBe(before);
  }, 120_000);
});
