'use client';

import { MessageSquareText } from '@/components/icons';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { AppLink } from '@/components/ui/app-link';
import { lazyComponent } from '@/components/ui/lazy-component';
import { getContactRequestStateAction } from '@/features/contact-requests/actions/get-contact-request-state';
import {
  chatHref,
  type ContactViewerState,
  type RequestListingKind,
} from '@/features/contact-requests/types';

// Only a viewer allowed to write gets the form (and its form library): a visitor's first visit
// never downloads it (the JavaScript budget).
const ContactOwnerForm = lazyComponent(() =>
  import('./contact-owner-form').then((m) => m.ContactOwnerForm),
);

const VISITOR: ContactViewerState = { kind: 'visitor' };

/**
 * "Contact the owner" on a listing page. The page is rendered the same for every visitor; this
 * island asks the server, once loaded, what THIS viewer may do: sign in (and come back here), see
 * the plans, write to the owner (with what is left of the month), or follow their open request.
 * The owner of the listing sees nothing. A visitor needs no answer: once the auth store knows
 * nobody is signed in (it asks /api/session on every page anyway), the sign-in prompt shows
 * without a request of its own (the server still checks everything when a request is sent).
 */
export function ContactOwner({
  listingKind,
  listingId,
  listingPath,
  dealRoomDocuments,
}: {
  listingKind: RequestListingKind;
  listingId: string;
  /** Documents in the opportunity's deal room (the form then offers to ask for it). */
  dealRoomDocuments?: number;
  /** The page's path without the locale, e.g. `/advertisements/<id>`: sign-in comes back to it. */
  listingPath: string;
}) {
  const t = useTranslations('contactRequests.contact');
  const locale = useLocale();
  const format = useFormatter();
  const { user, ready } = useAuth();
  const userId = user?.id;
  const [fetched, setFetched] = useState<ContactViewerState | 'loading' | 'failed'>('loading');
  const [sent, setSent] = useState(false);
  const state = ready && !userId ? VISITOR : fetched;

  const fetchState = useCallback(
    () =>
      getContactRequestStateAction({ listingKind, listingId }).then(
        (answer) => setFetched(answer.ok ? answer.data : 'failed'),
        () => setFetched('failed'),
      ),
    [listingKind, listingId],
  );
  // Asked again when someone signs in on this page's tab (the store's user changes); the first
  // answer arrives asynchronously (the state starts as 'loading').
  useEffect(() => {
    if (userId) void fetchState();
  }, [userId, fetchState]);
  const load = () => {
    setFetched('loading');
    void fetchState();
  };

  if (state !== 'loading' && state !== 'failed') {
    if (state.kind === 'owner' || state.kind === 'unavailable') return null;
  }
  let body: React.ReactNode;
  if (state === 'loading') {
    body = <p className="text-sm text-muted">{t('loading')}</p>;
  } else if (state === 'failed') {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-danger">{t('failed')}</p>
        <button type="button" onClick={load} className="btn btn-secondary">
          {t('retry')}
        </button>
      </div>
    );
  } else if (state.kind === 'visitor') {
    const back = `/${locale}${listingPath}`;
    body = (
      <>
        <p className="text-sm text-muted">{t('visitor')}</p>
        <AppLink
          href={{ pathname: '/auth/login', query: { redirect: back } }}
          className="mt-3 btn w-full btn-primary"
        >
          {t('signIn')}
        </AppLink>
      </>
    );
  } else if (state.kind === 'not_investor') {
    body = <p className="text-sm text-muted">{t('notInvestor')}</p>;
  } else if (state.kind === 'unsubscribed') {
    body = (
      <>
        <p className="text-sm text-muted">{t('unsubscribed')}</p>
        <AppLink
          href={{ pathname: '/profile/plans', query: { reason: 'subscription_required' } }}
          className="mt-3 btn w-full btn-primary"
        >
          {t('seePlans')}
        </AppLink>
      </>
    );
  } else if (state.kind === 'open') {
    const date = format.dateTime(new Date(state.createdAt), { dateStyle: 'medium' });
    body = (
      <div className="space-y-3" data-testid="contact-open">
        {sent ? (
          <p role="status" className="text-sm font-medium text-success">
            {t('sent')}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {state.status === 'accepted' ? t('openAccepted') : t('openPending', { date })}
        </p>
        <AppLink
          href={
            state.status === 'accepted'
              ? chatHref('requester', state.requestId)
              : '/my-contact-requests'
          }
          className={`btn w-full ${state.status === 'accepted' ? 'btn-primary' : 'btn-secondary'}`}
        >
          {state.status === 'accepted' ? t('openChat') : t('viewRequests')}
        </AppLink>
      </div>
    );
  } else {
    body = (
      <ContactOwnerForm
        listingKind={listingKind}
        listingId={listingId}
        allowance={state.allowance}
        dealRoomDocuments={dealRoomDocuments}
        onSent={(view) => {
          setSent(true);
          setFetched({
            kind: 'open',
            requestId: view.id,
            status: 'pending',
            createdAt: view.createdAt,
          });
        }}
      />
    );
  }
  return (
    <section
      aria-labelledby="contact-owner"
      aria-busy={state === 'loading' || undefined}
      data-testid="contact-owner"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="contact-owner" className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <MessageSquareText aria-hidden className="size-5 text-brand-700" />
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
