'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import type { ContactRequestView } from '@/features/contact-requests/types';
import type { ActionResult } from '@/lib/action/result';
import { cancelContactRequestAction } from '@/features/contact-requests/actions/cancel-contact-request';
import { announce } from './announce';
import { AcceptDialog, DeclineDialog } from './decide-forms';
import { DecisionDialog } from './decision-dialog';

type Open = 'accept' | 'decline' | 'cancel' | null;

/** What a party may do to a pending request, in place: accept / decline (owner), cancel (investor). */
export function RequestActions({
  requestId,
  role,
  otherName,
  listingTitle,
}: {
  requestId: string;
  role: 'owner' | 'requester';
  otherName: string;
  listingTitle: string;
}) {
  const t = useTranslations('contactRequests');
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult<ContactRequestView> | null>(null);

  const show = (which: Open) => {
    setResult(null);
    setOpen(which);
  };
  const done = (view: ContactRequestView) => {
    setOpen(null);
    // The buttons that opened the dialog go away with the new state: focus the request instead.
    window.setTimeout(() => document.getElementById(`request-${requestId}`)?.focus(), 50);
    announce(t(`actions.done.${view.status as 'accepted' | 'declined' | 'cancelled'}`));
    router.refresh();
  };

  async function cancel(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await cancelContactRequestAction({ requestId });
      setResult(answer);
      if (answer.ok) done(answer.data);
    } catch {
      setResult({ ok: false, error: 'generic' });
    } finally {
      setBusy(false);
    }
  }

  if (role === 'requester') {
    return (
      <>
        <button type="button" onClick={() => show('cancel')} className="btn-sm btn-secondary">
          {t('actions.cancel')}
        </button>
        <DecisionDialog
          open={open === 'cancel'}
          onClose={() => setOpen(null)}
          title={t('actions.cancelTitle', { title: listingTitle })}
          description={t('actions.cancelDescription')}
          busy={busy}
          result={result}
          confirmLabel={t('actions.cancelConfirm')}
          pendingLabel={t('actions.cancelling')}
          danger
          onSubmit={cancel}
        />
      </>
    );
  }
  return (
    <>
      <button type="button" onClick={() => show('decline')} className="btn-sm btn-secondary">
        {t('actions.decline')}
      </button>
      <button type="button" onClick={() => show('accept')} className="btn-sm btn-primary">
        {t('actions.accept')}
      </button>
      {open === 'accept' ? (
        <AcceptDialog
          requestId={requestId}
          name={otherName}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open === 'decline' ? (
        <DeclineDialog
          requestId={requestId}
          name={otherName}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}
