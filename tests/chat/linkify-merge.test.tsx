import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from '@/components/chat/linkify';
import { mergeMessages, type ChatItem } from '@/components/chat/merge';

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
