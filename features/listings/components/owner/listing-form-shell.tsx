'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';

/** The frame of the add/edit forms: the answer on top, the fields, then save (or create). */
export function ListingFormShell({
  onSubmit,
  message,
  pending,
  editing,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: { tone: 'error' | 'success'; text: string } | null;
  pending: boolean;
  editing: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('ownerListings.form');
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('detailsTitle')}
    >
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {children}
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {editing ? t('save') : t('create')}
      </SubmitButton>
    </form>
  );
}
