'use client';

import { BellRing } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { usePushToken } from './use-push-token';

/**
 * Tells the reader that this browser receives push notifications (the start-up got a token);
 * nothing while push is off here: not configured, not allowed, or not yet started.
 */
export function PushStatus() {
  const token = usePushToken();
  const t = useTranslations('notifications.page');
  if (!token) return null;
  return (
    <p
      className="mb-4 flex items-center gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-muted"
      data-testid="push-status"
    >
      <BellRing aria-hidden className="size-4 shrink-0 text-brand-700" />
      {t('pushOn')}
    </p>
  );
}
