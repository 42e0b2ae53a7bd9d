'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useRouter } from '@/i18n/navigation';
import type { ContactRequestView } from '@/features/contact-requests/types';
import { ANNOUNCE_EVENT, announce } from './announce';
import { useRequestEvents } from './use-request-events';

/**
 * Keeps a request list live: a request created or changed anywhere (another party, another tab)
 * re-renders the page from the server, and what the other party did is announced politely.
 * Also the page's one live region for the outcome of the user's own actions.
 */
export function LiveRequests({ side }: { side: 'received' | 'sent' }) {
  const t = useTranslations('contactRequests');
  const { user } = useAuth();
  const router = useRouter();
  const [message, setMessage] = useState('');

  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const text = (event as CustomEvent<string>).detail;
      // Cleared first, so the same sentence twice in a row is read twice.
      setMessage('');
      window.setTimeout(() => setMessage(text), 50);
    };
    window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
    return () => window.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
  }, []);

  useRequestEvents(
    user?.id ?? null,
    (request: ContactRequestView) => {
      const mine = side === 'received' ? request.owner.id : request.requester.id;
      if (!user || mine !== user.id) return;
      // The other party's moves are announced; the user's own (from another tab) only refresh.
      if (side === 'received' && request.status === 'pending') {
        announce(t('live.received', { name: request.requester.name, title: request.listingTitle }));
      } else if (
        (side === 'received' && request.status === 'cancelled') ||
        (side === 'sent' && (request.status === 'accepted' || request.status === 'declined'))
      ) {
        announce(
          t('live.changed', { title: request.listingTitle, status: t(`status.${request.status}`) }),
        );
      }
      router.refresh();
    },
    () => router.refresh(),
  );

  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="requests-live">
      {message}
    </p>
  );
}
