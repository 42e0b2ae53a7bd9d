import 'server-only';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { errorForLog } from '@/lib/errors/error-for-log';
import { defineJob, enqueueJob } from '@/lib/jobs';
import { openText, sealText } from '@/lib/security/encryption';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { createOutboxMailer, getOutboxDir } from './outbox';
import { createSmtpMailer } from './smtp';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** A transport. `from` is filled in by sendMail so every transport sends as the same sender. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage & { from: string }): Promise<void>;
}

export { clearOutbox, getOutboxDir, readOutbox, type OutboxMessage } from './outbox';

export function getMailFrom(): string {
  return process.env.MAIL_FROM || 'Fursa <no-reply@fursa.local>';
}

type Holder = { __fursaMailer?: { key: string; mailer: Mailer } };
// Kept on globalThis so dev reloads reuse one SMTP transport instead of piling up connections.
const holder = globalThis as unknown as Holder;

/** SMTP when SMTP_URL is set, otherwise the local outbox directory. */
export function getMailer(): Mailer {
  const smtpUrl = process.env.SMTP_URL;
  const key = smtpUrl ? `smtp:${smtpUrl}` : `outbox:${getOutboxDir()}`;
  if (holder.__fursaMailer?.key !== key) {
    const mailer = smtpUrl ? createSmtpMailer(smtpUrl) : createOutboxMailer(getOutboxDir());
    holder.__fursaMailer = { key, mailer };
  }
  return holder.__fursaMailer.mailer;
}

/** Hands the message to the transport now (the mail job's work). */
export async function deliverMail(message: MailMessage): Promise<void> {
  await getMailer().send({ ...message, from: getMailFrom() });
}

const SEAL_CONTEXT = 'fursa-mail-job';

/**
 * Mail goes out through a job, retried with back-off while the SMTP server refuses it. The job
 * table is no place for a password-reset code in clear: the message travels sealed with
 * ENCRYPTION_KEY (lib/security/encryption.ts), opened only by the worker that sends it.
 */
export const sendMailJob = defineJob(
  'mail.send',
  z.object({ sealed: z.string().max(200_000) }),
  async ({ sealed }) => {
    await deliverMail(JSON.parse(openText(sealed, SEAL_CONTEXT)) as MailMessage);
  },
  { retryLimit: 5, backoff: { initialSeconds: 15, maxSeconds: 300 } },
);

/**
 * Queues a message (on the in-process engine its first attempt runs before this returns). Never
 * throws: a message that could not even be queued is logged by lib/jobs.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { to, subject, text, html } = message;
  let sealed: string;
  try {
    sealed = sealText(JSON.stringify({ to, subject, text, html }), SEAL_CONTEXT);
  } catch (error) {
    console.error('[mail] the message could not be sealed: not sent', errorForLog(error));
    return;
  }
  await enqueueJob(sendMailJob, { sealed });
}

/** Translator over the `mail` namespace; mail is rendered outside any request, in the reader's locale. */
export function getMailTranslator(locale: Locale) {
  return createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'mail',
  });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** User-supplied text (names) goes into HTML bodies: escape it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
