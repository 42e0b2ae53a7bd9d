'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { saveRedirectAction } from '@/features/redirects/actions/redirect-admin';
import { isolate } from '@/features/billing/format';

export type RedirectValues = { source: string; destination: string; permanent: boolean };

/** The add/edit form of a redirect, in a dialog opened by its button. */
export function RedirectEditor({ initial }: { initial?: RedirectValues }) {
  const t = useTranslations('admin.redirects');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={initial ? t('editLabel', { source: initial.source }) : undefined}
        className={initial ? 'btn-sm btn-secondary' : 'btn btn-primary'}
      >
        {initial ? t('edit') : t('add')}
      </button>
      <span role="status" className="sr-only">
        {saved}
      </span>
      {open ? (
        <RedirectDialog
          initial={initial}
          onClose={() => setOpen(false)}
          onSaved={(values) => {
            setOpen(false);
            setSaved(
              t('form.saved', {
                source: isolate(values.source),
                destination: isolate(values.destination),
              }),
            );
          }}
        />
      ) : null}
    </>
  );
}

function RedirectDialog({
  initial,
  onClose,
  onSaved,
}: {
  initial?: RedirectValues;
  onClose: () => void;
  onSaved: (values: RedirectValues) => void;
}) {
  const t = useTranslations('admin.redirects');
  const router = useRouter();
  const formId = useId();
  const form = useZodForm(
    () => import('@/features/redirects/schemas/redirect-form').then((m) => m.redirectFormSchema),
    {
      defaultValues: {
        originalSource: initial?.source ?? '',
        source: initial?.source ?? '',
        destination: initial?.destination ?? '',
        permanent: initial?.permanent ?? false,
      },
    },
  );
  const { result, onSubmit } = useActionSubmit(form, (values) => saveRedirectAction(values), {
    onSuccess: (_answer, values) => {
      onSaved(values);
      router.refresh();
    },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={initial ? t('form.editTitle') : t('form.addTitle')}
      closeLabel={t('form.close')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className="btn btn-secondary">
            {t('cancel')}
          </button>
          <SubmitButton form={formId} pending={busy} pendingLabel={t('form.saving')}>
            {t('form.save')}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        <FormError result={result} />
        <TextField
          form={form}
          name="source"
          label={t('form.source')}
          hint={t('form.sourceHint')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          required
          data-autofocus
        />
        <TextField
          form={form}
          name="destination"
          label={t('form.destination')}
          hint={t('form.destinationHint')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          required
        />
        <CheckboxField
          form={form}
          name="permanent"
          label={t('form.permanent')}
          hint={t('form.permanentHint')}
        />
      </form>
    </Dialog>
  );
}
