import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@/features/contact/schemas/contact';
import {
  CONTACT_RATE_LIMIT,
  listContactMessages,
  submitContactMessage,
} from '@/features/contact/server/contact-messages';
import { decodeIssue } from '@/lib/validation/issue';

const valid = {
  name: 'Sara Ahmed',
  email: 'Sara@Example.com',
  subject: 'Plans',
  message: 'I would like to know more about plans.',
};

describe('contact messages', () => {
  it('stores a valid message with a lower-cased email', async () => {
    const clientKey = `client-${crypto.randomUUID()}`;
    const result = await submitContactMessage(contactMessageSchema.parse(valid), {
      locale: 'en',
      clientKey,
    });
    expect(result.ok).toBe(true);
    const rows = await listContactMessages({ limit: 100 });
    const row = rows.find((r) => result.ok && r.id === result.id);
    expect(row).toMatchObject({ email: 'sara@example.com', subject: 'Plans', clientKey });
  });

  it('refuses a client past the limit, with the wait, and stores nothing more', async () => {
    const clientKey = `client-${crypto.randomUUID()}`;
    const input = contactMessageSchema.parse(valid);
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await submitContactMessage(input, { locale: 'ar', clientKey })).ok).toBe(true);
    }
    const refused = await submitContactMessage(input, { locale: 'ar', clientKey });
    expect(refused).toMatchObject({ ok: false, error: 'rate_limited' });
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    const stored = (await listContactMessages({ limit: 100 })).filter(
      (r) => r.clientKey === clientKey,
    );
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT.limit);
    // Another client is not affected.
    const other = await submitContactMessage(input, { locale: 'ar', clientKey: `${clientKey}-2` });
    expect(other.ok).toBe(true);
  });

  it('the schema reports the first failing rule of each field', () => {
    const parsed = contactMessageSchema.safeParse({
      name: '',
      email: 'x',
      subject: 'ab',
      message: '',
    });
    expect(parsed.success).toBe(false);
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), decodeIssue(i.message)?.rule]),
    );
    expect(byField).toEqual({
      name: 'required',
      email: 'email',
      subject: 'min',
      message: 'required',
    });
  });
});
