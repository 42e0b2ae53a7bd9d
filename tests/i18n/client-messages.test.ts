import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import type { AbstractIntlMessages } from 'next-intl';
import {
  AUTH_MESSAGES,
  CONTACT_OWNER_MESSAGES,
  PRIVATE_MESSAGES,
  STAFF_ERROR_DOMAINS,
  pickClientMessages,
} from '@/lib/i18n/client-messages';
import { REPORT_MESSAGES } from '@/features/moderation/components/report-messages';

const messages = en as unknown as AbstractIntlMessages;
const errorsOf = (picked: AbstractIntlMessages) => picked.errors as Record<string, unknown>;
const domains = Object.entries(en.errors)
  .filter(([, value]) => typeof value === 'object')
  .map(([key]) => key);

describe('the messages each page sends the browser', () => {
  it("a visitor's page carries the common refusals, no domain's and no notification texts", () => {
    const shell = pickClientMessages(messages);
    expect(Object.keys(shell).sort()).toEqual(['app', 'errors', 'language', 'nav']);
    expect(errorsOf(shell).generic).toBe(en.errors.generic);
    expect(errorsOf(shell).rateLimited).toBe(en.errors.rateLimited);
    for (const domain of domains) expect(errorsOf(shell), domain).not.toHaveProperty(domain);
  });

  it('keeps a compiled message (an array) among the common refusals', () => {
    // The shape next-intl's precompile gives a message with an argument.
    const serverStatus = ['Status ', ['status']];
    const compiled = {
      ...messages,
      errors: { ...en.errors, serverStatus },
    } as unknown as AbstractIntlMessages;
    expect(errorsOf(pickClientMessages(compiled)).serverStatus).toEqual(serverStatus);
  });

  it("each public form's provider adds the refusals its actions can answer with", () => {
    expect(errorsOf(pickClientMessages(messages, AUTH_MESSAGES)).twoFactor).toEqual(
      en.errors.twoFactor,
    );
    const detail = pickClientMessages(messages, [...CONTACT_OWNER_MESSAGES, ...REPORT_MESSAGES]);
    expect(errorsOf(detail).contactRequest).toEqual(en.errors.contactRequest);
    expect(errorsOf(detail).report).toEqual(en.errors.report);
    expect(errorsOf(detail)).not.toHaveProperty('dealRoom');
  });

  it("every domain's refusals reach a member's page or a staff page", () => {
    const member = errorsOf(pickClientMessages(messages, PRIVATE_MESSAGES));
    for (const domain of domains) {
      const staff = (STAFF_ERROR_DOMAINS as readonly string[]).includes(domain);
      expect(staff || domain in member, `errors.${domain}`).toBe(true);
    }
  });
});
