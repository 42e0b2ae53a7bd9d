import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '@/features/accounts/server/accounts';
import {
  requestPasswordReset,
  resetPassword,
  waitForPendingMail,
} from '@/features/accounts/server/password-reset';
import { getMailer, readOutbox } from '@/lib/mail';
import { outcome } from './outcome';

type Received = { from: string; to: string[]; raw: string };

const received: Received[] = [];
let server: SMTPServer;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = `/tmp/fursa-smtp-test-${randomUUID()}`;
  server = new SMTPServer({
    // A plain local server: no TLS certificate to trust, no credentials to check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // Port 0: the system picks a free one.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = 'Fursa Test <no-reply@fursa.test>';
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Quoted-printable soft line breaks and escapes, enough to read a code out of the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over SMTP', () => {
  it('sends the reset code through a real SMTP server and the code works', async () => {
    expect(getMailer().kind).toBe('smtp');
    const address = `smtp-${randomUUID().slice(0, 8)}@example.com`;
    const created = await signUp(
      { name: 'Smtp User', email: address, password: 'Str0ng!pass', type: 'OWNER' },
      { clientKey: `test-${randomUUID()}` },
    );
    expect(created.ok).toBe(true);

    expect(await outcome(requestPasswordReset(address, 'en', `test-${randomUUID()}`))).toBe('ok');
    await waitForPendingMail();

    const message = received.find((m) => m.to.includes(address));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@fursa.test');
    expect(message!.raw).toContain('Subject: Your Fursa password reset code');
    const code = decodeQuotedPrintable(message!.raw).match(/^\s*(\d{6})\s*$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Nothing went to the outbox.
    expect(await readOutbox()).toEqual([]);

    expect(
      await outcome(resetPassword(address, code!, 'N3w!password', `test-${randomUUID()}`)),
    ).toBe('ok');
    const signedIn = await signIn(
      { email: address, password: 'N3w!password' },
      { clientKey: `test-${randomUUID()}` },
    );
    expect(signedIn.ok).toBe(true);
  });
});
