import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { ContactMessage } from '@/features/contact/schemas/contact';
import { hitRateLimit, type RateLimitRule } from '@/lib/rate-limit';

export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 };

export type SubmitContactResult =
  { ok: true; id: string } | { ok: false; error: 'rate_limited'; retryAfterSeconds: number };

/** Stores a contact-us message; a client may send a handful per window, then is told to wait. */
export async function submitContactMessage(
  input: ContactMessage,
  context: { locale: string; clientKey: string },
): Promise<SubmitContactResult> {
  const limit = await hitRateLimit(`contact:ip:${context.clientKey}`, CONTACT_RATE_LIMIT);
  if (!limit.allowed) {
    return { ok: false, error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
  }
  const db = await getDb();
  const [row] = await db
    .insert(schema.contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      subject: input.subject,
      message: input.message,
      locale: context.locale,
      clientKey: context.clientKey,
    })
    .returning({ id: schema.contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return { ok: true, id: row.id };
}

/** The newest messages first, paginated in the database (for staff tooling and tests). */
export async function listContactMessages({ limit = 20, offset = 0 } = {}) {
  const db = await getDb();
  return db
    .select()
    .from(schema.contactMessages)
    .orderBy(desc(schema.contactMessages.createdAt))
    .limit(Math.min(limit, 100))
    .offset(offset);
}
