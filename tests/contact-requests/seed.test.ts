import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { seedDemoListingViews } from '@/lib/seed/contact-requests';
import { seed } from '@/lib/seed/demo';

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
    // Each request has the notifications the live services would have made, once: the owner
    // was told of every request, Sara of each decision; what waits for Omar is unread.
    const notes = await db
      .select()
      .from(schema.notifications)
      .where(like(schema.notifications.type, 'contact_request_%'));
    const about = (id: string) => notes.filter((n) => n.data.requestId === id);
    for (const request of requests) {
      const received = about(request.id).filter((n) => n.type === 'contact_request_received');
      expect(received).toHaveLength(1);
      expect(received[0]!.userId).toBe(request.ownerId);
      expect(received[0]!.readAt === null).toBe(request.status === 'pending');
      if (request.status === 'accepted' || request.status === 'declined') {
        const decision = about(request.id).filter((n) => n.userId === sara!.id);
        expect(decision.map((n) => n.type)).toEqual([`contact_request_${request.status}`]);
      }
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
