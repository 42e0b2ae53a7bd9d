import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { renderNotification, type NotificationsT } from '@/features/notifications/render';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const translator = (locale: 'en' | 'ar') =>
  createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'notifications',
  }) as unknown as NotificationsT;

describe('notification texts', () => {
  it('isolates names and titles, so text in the other script keeps its place (FSI … PDI)', () => {
    const n = {
      type: 'contact_request_received',
      data: { actorName: 'Sara Subscriber', listingTitle: 'Co-working space in Manama' },
    };
    const { title, body } = renderNotification(n, translator('ar'), 'ar');
    expect(title).toBe(ar.notifications.types.contact_request_received.title);
    expect(body).toContain('\u2068Sara Subscriber\u2069');
    expect(body).toContain('\u2068Co-working space in Manama\u2069');
    const english = renderNotification(
      { ...n, data: { actorName: 'سارة', listingTitle: 'مزرعة أسماك' } },
      translator('en'),
      'en',
    );
    expect(english.body).toBe('\u2068سارة\u2069 wants to talk about “\u2068مزرعة أسماك\u2069”.');
  });

  it('leaves a chat preview as written and falls back for an unknown type', () => {
    const chat = renderNotification(
      { type: 'chat_message', data: { actorName: 'Omar', preview: 'Hello there' } },
      translator('en'),
      'en',
    );
    expect(chat).toEqual({ title: 'New message from \u2068Omar\u2069', body: 'Hello there' });
    expect(renderNotification({ type: 'nope', data: {} }, translator('ar'), 'ar')).toEqual({
      title: ar.notifications.types.unknown.title,
      body: ar.notifications.types.unknown.body,
    });
  });
});
