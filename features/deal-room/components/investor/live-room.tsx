'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useChannel } from '@/components/realtime/use-channel';
import { useRouter } from '@/i18n/navigation';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import type { InvestorRoom } from '@/features/deal-room/server/investor-room';
import { STEP_HEADING_ID } from './step-heading';

/**
 * Keeps the investor's room current: the owner's decisions and new documents arrive on the user's
 * private channel (EVENTS.dealRoomChanged) and re-render the page from the server, so a revoked
 * room closes on screen at once (the files were refused from the next request on anyway). The
 * change is announced politely; when the step itself changed, its heading takes the focus.
 */
export function LiveRoom({
  userId,
  opportunityId,
  step,
}: {
  userId: string;
  opportunityId: string;
  step: InvestorRoom['step'];
}) {
  const t = useTranslations('dealRoom.investor.live');
  const router = useRouter();
  const [message, setMessage] = useState('');
  const shown = useRef(step);

  useChannel(userChannel(userId), {
    [EVENTS.dealRoomChanged]: (data: { opportunityId?: string }) => {
      if (data?.opportunityId !== opportunityId) return;
      // Cleared first, so the same sentence twice in a row is read twice.
      setMessage('');
      window.setTimeout(() => setMessage(t('changed')), 50);
      router.refresh();
    },
    // What changed before the subscription was live is fetched once.
    'pusher:subscription_succeeded': () => router.refresh(),
  });

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [step]);

  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="deal-room-live">
      {message}
    </p>
  );
}
