import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from '@/features/chat/components/linkify';
import { collectMissed } from '@/features/chat/components/catch-up';
import { applyRead, lastSeq, mergeMessages, type ChatItem } from '@/features/chat/components/merge';
import type { ActionResult } from '@/lib/action/result';
import type { ChatCatchUp } from '@/features/chat/wire';

const html = (text: string) => renderToStaticMarkup(<p>{linkify(text)}</p>);

describe('chat links', () => {
  it('makes http(s) addresses clickable, safely, and leaves the sentence punctuation out', () => {
    expect(html('See https://example.com/a?b=1, then reply.')).toBe(
      '<p>See <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow ugc" class="break-all underline underline-offset-2">https://example.com/a?b=1</a>, then reply.</p>',
    );
  });

  it('never injects markup and never links other schemes', () => {
    const out = html('<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,hi');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<a');
    expect(out).toContain('&lt;img');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('http://[bad')).toBeNull();
  });

  it('keeps Arabic text around a link intact', () => {
    expect(html('الملف هنا: https://example.com/ملف شكرًا')).toContain('شكرًا');
  });
});

const msg = (over: Partial<ChatItem>): ChatItem => ({
  id: 'id',
  seq: 0,
  requestId: 'r',
  senderId: 'me',
  body: 'hi',
  clientId: 'c1',
  createdAt: '2026-01-01T10:00:00.000Z',
  readAt: null,
  status: 'sent',
  ...over,
});

describe('chat message merging (optimistic send, realtime echo, retries)', () => {
  it('the stored message replaces its pending copy once, whatever arrives first', () => {
    const pending = msg({ seq: 0, status: 'pending' });
    const stored = msg({ id: 'm1', seq: 5 });
    const viaAction = mergeMessages([pending], [stored]);
    const echoAgain = mergeMessages(viaAction, [stored, { ...pending }]);
    expect(echoAgain).toEqual([stored]);
  });

  it('orders by seq with unsent messages last, and keeps a read time', () => {
    const list = mergeMessages(
      [],
      [
        msg({ clientId: 'p', status: 'failed' }),
        msg({ clientId: 'b', seq: 9, readAt: '2026-01-01T11:00:00.000Z' }),
        msg({ clientId: 'a', seq: 3, senderId: 'other' }),
      ],
    );
    expect(list.map((m) => m.clientId)).toEqual(['a', 'b', 'p']);
    const again = mergeMessages(list, [msg({ clientId: 'b', seq: 9 })]);
    expect(again.find((m) => m.clientId === 'b')?.readAt).toBe('2026-01-01T11:00:00.000Z');
  });
});

describe('chat catch-up after a lost connection', () => {
  const stored = (seq: number, senderId = 'other') =>
    msg({ id: `m${seq}`, seq, senderId, clientId: `c${seq}`, body: `#${seq}` });

  it('asks after the newest stored message, never after a pending one', () => {
    const list = [stored(3), stored(7, 'me'), msg({ clientId: 'p', status: 'pending' })];
    expect(lastSeq(list)).toBe(7);
    expect(lastSeq([msg({ status: 'failed' })])).toBe(0);
  });

  it('merges what was missed with what arrived live: each message once, in seq order', () => {
    // Held before the drop: 1, 2. Arrived live just after reconnecting: 5. Missed: 3, 4, 5.
    const held = mergeMessages([], [stored(1), stored(2, 'me'), stored(5)]);
    const pending = msg({ clientId: 'mine', status: 'pending', body: 'typed offline' });
    const merged = mergeMessages([...held, pending], [stored(3), stored(4, 'me'), stored(5)]);
    expect(merged.map((m) => m.body)).toEqual(['#1', '#2', '#3', '#4', '#5', 'typed offline']);
    // A second catch-up over the same range changes nothing.
    expect(mergeMessages(merged, [stored(3), stored(4, 'me'), stored(5)])).toEqual(merged);
  });

  it("marks my messages up to the other party's read position as seen, and only mine", () => {
    const list = [stored(1, 'me'), stored(2), stored(3, 'me'), stored(4, 'me')];
    const read = applyRead(list, 'me', 3, '2026-01-01T12:00:00.000Z');
    expect(read.map((m) => m.readAt !== null)).toEqual([true, false, true, false]);
  });

  it('pages through a long outage from the last seq it got, and stops when nothing is left', async () => {
    const asked: number[] = [];
    const load = async (afterSeq: number): Promise<ActionResult<ChatCatchUp>> => {
      asked.push(afterSeq);
      const messages = [1, 2].map((i) => stored(afterSeq + i)).filter((m) => m.seq <= 5);
      return {
        ok: true,
        data: { messages, hasMore: afterSeq + 2 < 5, readUpTo: { seq: afterSeq, readAt: 'x' } },
      };
    };
    const missed = await collectMissed(0, load);
    expect(asked).toEqual([0, 2, 4]);
    expect(missed?.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(missed?.readUpTo).toEqual({ seq: 4, readAt: 'x' });
  });

  it('gives up after its rounds, and reports a failed first page as nothing learnt', async () => {
    let calls = 0;
    const endless = async (afterSeq: number): Promise<ActionResult<ChatCatchUp>> => {
      calls++;
      return {
        ok: true,
        data: { messages: [stored(afterSeq + 1)], hasMore: true, readUpTo: null },
      };
    };
    expect((await collectMissed(10, endless, 3))?.messages.map((m) => m.seq)).toEqual([11, 12, 13]);
    expect(calls).toBe(3);
    const failing = async (): Promise<ActionResult<ChatCatchUp>> => ({
      ok: false,
      error: 'generic',
    });
    expect(await collectMissed(10, failing)).toBeNull();
  });
});
