'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormError } from '@/components/form/form-error';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/action/result';
import { sendContactRequestAction } from '@/features/contact-requests/actions/send-contact-request';
import {
  type ContactRequestView,
  type RequestAllowance,
  type RequestListingKind,
} from '@/features/contact-requests/types';
import {
  REQUEST_MESSAGE_MAX,
  REQUEST_MESSAGE_MIN,
} from '@/features/contact-requests/schemas/contact-request';

type Answer = ActionResult<ContactRequestView>;

/** The investor's message to the owner, with what is left of the month's requests. */
export function ContactOwnerForm({
  listingKind,
  listingId,
  allowance,
  dealRoomDocuments = 0,
  onSent,
}: {
  listingKind: RequestListingKind;
  listingId: string;
  allowance: RequestAllowance;
  /** Documents in the opportunity's deal room: with any, the investor may ask to open it. */
  dealRoomDocuments?: number;
  onSent: (view: ContactRequestView) => void;
}) {
  const t = useTranslations('contactRequests');
  const form = useZodForm(
    () =>
      import('@/features/contact-requests/schemas/contact-request').then(
        (m) => m.sendContactRequestSchema,
      ),
    {
      defaultValues: { listingKind, listingId, message: '', askDealRoom: dealRoomDocuments > 0 },
    },
  );
  const [result, setResult] = useState<Answer | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const answer = await sendContactRequestAction(values).catch((): Answer => ({
      ok: false,
      error: 'generic',
    }));
    setResult(answer);
    if (answer.ok) onSent(answer.data);
    else if ('fieldErrors' in answer && answer.fieldErrors)
      applyServerErrors(form, answer.fieldErrors);
  });

  const left =
    allowance.remaining === null
      ? t('contact.unlimited')
      : t('contact.remaining', { count: allowance.remaining });
  if (allowance.remaining === 0) {
    return (
      <p className="text-sm text-muted" data-testid="requests-left">
        {t('contact.limitReached', { limit: allowance.limit ?? 0 })}
      </p>
    );
  }
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={t('contact.title')}
    >
      <TextareaField
        form={form}
        name="message"
        label={t('contact.messageLabel')}
        hint={t('contact.messageHint', { min: REQUEST_MESSAGE_MIN, max: REQUEST_MESSAGE_MAX })}
        rows={5}
        required
      />
      {dealRoomDocuments > 0 && (
        <CheckboxField
          form={form}
          name="askDealRoom"
          label={t('contact.askDealRoom', { count: dealRoomDocuments })}
        />
      )}
      <p className="text-sm font-medium text-brand-800" data-testid="requests-left">
        {left}
      </p>
      <FormError result={result} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={t('contact.sending')}
        className="w-full"
      >
        {t('contact.send')}
      </SubmitButton>
    </form>
  );
}
