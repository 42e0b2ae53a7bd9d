import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => request.headers,
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

import { signUpAction } from '@/features/accounts/actions/sign-up';
import { getDb } from '@/lib/db';
import { passwordResetCodes } from '@/lib/db/schema';
import { changePassword, signUp } from '@/features/accounts/server/accounts';
import { isCommonPassword } from '@/features/accounts/server/password';
import {
  requestPasswordReset,
  resetPassword,
  waitForPendingMail,
} from '@/features/accounts/server/password-reset';
import { readOutbox } from '@/lib/mail';
import { outcome } from './outcome';
import { encodeIssue } from '@/lib/validation/issue';
import { PASSWORD_PATTERN } from '@/lib/validation/rules';
import { translateIssue } from '@/lib/validation/translate';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** Among the most common passwords, and still upper, lower, digit and symbol. */
const COMMON = 'P@ssw0rd';
const UNCOMMON = 'Str0ng!pass';
const client = () => `test-${randomUUID()}`;
const email = () => `common-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(() => {
  process.env.MAIL_OUTBOX_DIR = path.join(tmpdir(), `fursa-common-test-${randomUUID()}`);
  delete process.env.SMTP_URL;
});

describe('common passwords', () => {
  it('the example passes the composition rule and is on the list, lowercased', async () => {
    expect(PASSWORD_PATTERN.test(COMMON)).toBe(true);
    expect(dictionary['passwords-common']).toContain(COMMON.toLowerCase());
    expect(await isCommonPassword(COMMON)).toBe(true);
    expect(await isCommonPassword('p@SSW0RD')).toBe(true);
    expect(await isCommonPassword(UNCOMMON)).toBe(false);
  });

  it('are refused at sign-up, with a translated message; an uncommon one is accepted', async () => {
    expect(
      await signUp(
        { name: 'Common', email: email(), password: COMMON, type: 'OWNER' },
        { clientKey: client() },
      ),
    ).toEqual({ ok: false, error: 'common_password' });

    request.headers = new Headers({ 'x-forwarded-for': '10.9.8.7' });
    const input = {
      type: 'OWNER',
      name: 'Common',
      email: email(),
      password: COMMON,
      passwordConfirmation: COMMON,
      acceptTerms: true,
    };
    const answer = await signUpAction(input);
    expect(answer).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { password: encodeIssue('common_password') },
    });
    const message = !answer.ok ? answer.fieldErrors?.password : undefined;
    const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'validation' });
    const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'validation' });
    expect(translateIssue(tEn, message, 'Password')).toBe(en.validation.common_password);
    expect(translateIssue(tAr, message, 'كلمة المرور')).toBe(ar.validation.common_password);
    expect(ar.validation.common_password).toMatch(/[\u0600-\u06FF]/);

    const accepted = await signUp(
      { name: 'Uncommon', email: email(), password: UNCOMMON, type: 'OWNER' },
      { clientKey: client() },
    );
    expect(accepted.ok).toBe(true);
  });

  it('are refused on password change and on reset, without spending the code', async () => {
    const address = email();
    const created = await signUp(
      { name: 'Changer', email: address, password: UNCOMMON, type: 'INVESTOR' },
      { clientKey: client() },
    );
    if (!created.ok) throw new Error(created.error);
    expect(
      await outcome(
        changePassword(created.user.id, { currentPassword: UNCOMMON, newPassword: COMMON }),
      ),
    ).toBe(encodeIssue('common_password'));

    const owner = client();
    await requestPasswordReset(address, 'en', owner);
    await waitForPendingMail();
    const code = (await readOutbox({ to: address })).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outcome(resetPassword(address, code!, COMMON, owner))).toBe(
      encodeIssue('common_password'),
    );
    const codes = await (
      await getDb()
    )
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, created.user.id));
    expect(codes).toEqual([{ attempts: 0 }]);
    expect(await outcome(resetPassword(address, code!, 'N3w!uncommon', owner))).toBe('ok');
  });

  it('the list stays on the server: only the server-only password module imports it', () => {
    const importers =
      execFileSync('git', ['grep', '-l', '@zxcvbn-ts', '--', 'app', 'components', 'features', 'lib'], { encoding: 'utf8' }) // prettier-ignore
        .trim()
        .split('\n');
    expect(importers).toEqual(['features/accounts/server/password.ts']);
    expect(readFileSync('features/accounts/server/password.ts', 'utf8')).toMatch(
      /^import 'server-only';/,
    );
  });
});
