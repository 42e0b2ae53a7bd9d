import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp, updateName } from '@/lib/server/auth/accounts';
import { MAX_JSON_BYTES, readBoundedText } from '@/lib/server/http/action-route';
import { hasBidiControls, stripBidiControls } from '@/lib/validation/bidi';

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
