import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers({ 'x-forwarded-for': '10.1.2.3' }),
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

import { requestPasswordResetAction } from '@/features/accounts/actions/request-password-reset';
import { signInAction } from '@/features/accounts/actions/sign-in';
import { executeRows, getDb } from '@/lib/db';
import { publicAction } from '@/lib/action/builder';
import { signUp, updateName } from '@/features/accounts/server/accounts';
import { errorForLog } from '@/lib/errors/error-for-log';
import { MAX_JSON_BYTES, readBoundedText } from '@/lib/http/action-route';
import { hitRateLimit } from '@/lib/rate-limit';
import { hasBidiControls, stripBidiControls } from '@/lib/validation/bidi';
import { encodeIssue } from '@/lib/validation/issue';

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';

describe('bidi controls in names', () => {
  it('strips embeddings, overrides and isolates, and keeps the letters and direction marks', () => {
    expect(stripBidiControls(`Ali${RLO}exe.txt`)).toBe('Aliexe.txt');
    expect(stripBidiControls(`${LRI}سارة${PDI} \u202A\u202B\u202C\u202D`)).toBe('سارة ');
    expect(stripBidiControls('Omar\u200F')).toBe('Omar\u200F');
  });

  it('names are stored without them, at sign-up and on rename', async () => {
    const result = await signUp(
      {
        name: `${RLO}Evil${PDI} Name`,
        email: `bidi-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Str0ng!pass',
        type: 'INVESTOR',
      },
      { clientKey: randomUUID() },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.user.name).toBe('Evil Name');
    expect(hasBidiControls(result.user.name)).toBe(false);
    const renamed = await updateName(result.user.id, `A${RLO}B`);
    expect(renamed?.name).toBe('AB');
    // A name made only of controls is no name.
    expect(await updateName(result.user.id, `${RLO}${LRI}`)).toBeNull();
  });
});

describe('JSON bodies are bounded', () => {
  const stream = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': String(MAX_JSON_BYTES + 1) },
    });
    expect(await readBoundedText(request, MAX_JSON_BYTES)).toBeNull();
  });

  it('cuts off a streamed body with no length once it passes the limit', async () => {
    const chunk = 'x'.repeat(4096);
    const request = new Request('http://x/', {
      method: 'POST',
      body: stream([chunk, chunk, chunk, chunk, chunk]),
      duplex: 'half',
    } as RequestInit);
    expect(await readBoundedText(request, MAX_JSON_BYTES)).toBeNull();
    const small = new Request('http://x/', {
      method: 'POST',
      body: stream(['{"a":', '1}']),
      duplex: 'half',
    } as RequestInit);
    expect(await readBoundedText(small, MAX_JSON_BYTES)).toBe('{"a":1}');
  });
});

describe('oversized input never reaches storage or the log whole', () => {
  const huge = `${'a'.repeat(12_000)}@example.com`;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rateLimitRows = async () =>
    Number((await executeRows<{ n: number }>(await getDb(), sql`select count(*) as n from rate_limits`))[0]!.n); // prettier-ignore

  it('a 12 kB e-mail is a field error at sign-in and reset: no counter row, no log line', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await rateLimitRows();
    const max = { email: encodeIssue('max', { length: 254 }) };
    expect(await signInAction({ email: huge, password: 'x' })).toEqual({ ok: false, error: 'invalid', fieldErrors: max }); // prettier-ignore
    expect(await requestPasswordResetAction({ email: huge })).toEqual({ ok: false, error: 'invalid', fieldErrors: max }); // prettier-ignore
    expect(await rateLimitRows()).toBe(before);
    expect(logged).not.toHaveBeenCalled();
  });

  it('a counter keyed on raw input still stores a bounded row', async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    const key = `contact:ip:${'x'.repeat(12_000)}`;
    expect((await hitRateLimit(key, rule)).remaining).toBe(4);
    expect((await hitRateLimit(key, rule)).remaining).toBe(3);
    const rows = await executeRows<{ key: string }>(
      await getDb(),
      sql`select key from rate_limits where key like 'contact:ip:xxx%'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key.length).toBeLessThanOrEqual(100);
  });

  it('a failing action logs the error without the parameters it was given', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const action = publicAction
      .inputSchema(z.object({ value: z.string() }))
      .action(async ({ input }) => {
        // A real database error on user input: the query's parameters are in the error's message.
        await (await getDb()).execute(sql`select ${input.value}::uuid`);
      });
    expect(await action({ value: huge })).toEqual({ ok: false, error: 'generic' });
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]!.map(String).join(' ');
    expect(line).toContain('[action] failed');
    expect(line).toContain('invalid input syntax for type uuid');
    expect(line.length).toBeLessThan(3_000);
    expect(line).not.toContain('a'.repeat(400));
  });

  it('errorForLog drops query parameters, clips messages and keeps causes and frames', () => {
    const cause = Object.assign(new Error(`bad value "${'b'.repeat(5_000)}"`), { code: '22P02' });
    const error = new Error(`Failed query: select $1\nparams: ${'c'.repeat(5_000)}`, { cause });
    const text = errorForLog(error);
    expect(text).toMatch(/^Error: Failed query: select \$1\n\s+at /);
    expect(text).not.toContain('params:');
    expect(text).not.toContain('c'.repeat(10));
    expect(text).toContain('caused by Error [22P02]: bad value "bbbb');
    expect(text).toContain('(5012 chars)');
    expect(text.length).toBeLessThan(3_000);
    expect(errorForLog('x'.repeat(5_000)).length).toBeLessThan(400);
  });
});
