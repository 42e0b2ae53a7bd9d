'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { acceptContactRequestAction } from '@/features/contact-requests/actions/accept-contact-request';
import { declineContactRequestAction } from '@/features/contact-requests/actions/decline-contact-request';
import type { ContactRequestView } from '@/features/contact-requests/types';
import type { ActionResult } from '@/lib/action/result';
import { DecisionDialog } from './decision-dialog';

type Props = {
  requestId: string;
  name: string;
  onClose: () => void;
  onDone: (view: ContactRequestView) => void;
};

type Answer = ActionResult<ContactRequestView>;

/** Accept, with an optional first reply; its client id makes a retried submit send it once. */
export function AcceptDialog({ requestId, name, onClose, onDone }: Props) {
  const t = useTranslations('contactRequests.actions');
  const [clientId] = useState(() => crypto.randomUUID());
  const form = useZodForm(
    () =>
      import('@/features/contact-requests/schemas/contact-request').then(
        (m) => m.acceptContactRequestSchema,
      ),
    {
      defaultValues: { requestId, reply: '', clientId },
    },
  );
  const [result, setResult] = useState<Answer | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const answer = await acceptContactRequestAction(values).catch((): Answer => ({
      ok: false,
      error: 'generic',
    }));
    setResult(answer);
    if (answer.ok) onDone(answer.data);
    else if ('fieldErrors' in answer && answer.fieldErrors)
      applyServerErrors(form, answer.fieldErrors);
  });
  return (
    <DecisionDialog
      open
      onClose={onClose}
      title={t('acceptTitle', { name })}
      description={t('acceptDescription')}
      busy={form.formState.isSubmitting}
      result={result}
      confirmLabel={t('acceptConfirm')}
      pendingLabel={t('accepting')}
      onSubmit={onSubmit}
    >
      <TextareaField form={form} name="reply" label={t('replyLabel')} rows={4} data-autofocus />
    </DecisionDialog>
  );
}

/** Decline, with an optional reason the investor will read. */
export function DeclineDialog({ requestId, name, onClose, onDone }: Props) {
  const t = useTranslations('contactRequests.actions');
  const form = useZodForm(
    () =>
      import('@/features/contact-requests/schemas/contact-request').then(
        (m) => m.declineContactRequestSchema,
      ),
    { defaultValues: { requestId, note: '' } },
  );
  const [result, setResult] = useState<Answer | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const answer = await declineContactRequestAction(values).catch((): Answer => ({
      ok: false,
      error: 'generic',
    }));
    setResult(answer);
    if (answer.ok) onDone(answer.data);
    else if ('fieldErrors' in answer && answer.fieldErrors)
      applyServerErrors(form, answer.fieldErrors);
  });
  return (
    <DecisionDialog
      open
      onClose={onClose}
      title={t('declineTitle', { name })}
      description={t('declineDescription')}
      busy={form.formState.isSubmitting}
      result={result}
      confirmLabel={t('declineConfirm')}
      pendingLabel={t('declining')}
      danger
      onSubmit={onSubmit}
    >
      <TextareaField form={form} name="note" label={t('noteLabel')} rows={3} data-autofocus />
    </DecisionDialog>
  );
}
