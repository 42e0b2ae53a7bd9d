import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  notificationHref,
  renderNotification,
  type NotificationsT,
} from '@/features/notifications/render';
import { formatMoney } from '@/lib/format/money';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const translator = (locale: 'en' | 'ar') =>
  createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'notifications',
  }) as unknown as NotificationsT;

describe('the wallet notifications of holds and reversals', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`name the amounts in the reader's language (${locale})`, () => {
      const money = (minor: number) => formatMoney(minor, 'SAR', locale);
      const held = {
        type: 'wallet_top_up_held',
        data: { amountMinor: 50_000_00, currency: 'SAR', maxBalanceMinor: 200_000_00 },
      };
      const heldText = renderNotification(held, translator(locale), locale);
      const messages = locale === 'ar' ? ar : en;
      expect(heldText.title).toBe(messages.notifications.types.wallet_top_up_held.title);
      expect(heldText.body).toBe(
        messages.notifications.types.wallet_top_up_held.body
          .replace('{amount}', money(50_000_00))
          .replace('{max}', money(200_000_00)),
      );
      const restricted = {
        type: 'wallet_restricted',
        data: { owedMinor: 99_00, currency: 'SAR' },
      };
      const restrictedText = renderNotification(restricted, translator(locale), locale);
      expect(restrictedText.body).toBe(
        messages.notifications.types.wallet_restricted.body.replace('{owed}', money(99_00)),
      );
      expect(notificationHref(held, 'INVESTOR')).toBe('/profile/wallet');
      expect(notificationHref(restricted, 'OWNER')).toBe('/profile/wallet');
    });
  }
});
