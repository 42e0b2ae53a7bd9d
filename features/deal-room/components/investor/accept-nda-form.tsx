'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormError } from '@/components/form/form-error';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { domainErrorOf } from '@/lib/action/result';
import { acceptNdaAction } from '@/features/deal-room/actions/accept-nda';
import { FocusOnAnswer } from '../focus-on-answer';

/**
 * "I have read and accept", then the room opens. The version sent is the one on screen: when the
 * owner changed the text meanwhile the server refuses, the page shows the new text, and the box
 * is unticked again so it is accepted only once read.
 */
export function AcceptNdaForm({
  opportunityId,
  version,
}: {
  opportunityId: string;
  version: number;
}) {
  const t = useTranslations('dealRoom.investor.nda');
  const locale = useLocale();
  const router = useRouter();
  const form = useZodForm(
    () => import('@/features/deal-room/schemas/deal-room').then((m) => m.acceptNdaSchema),
    { defaultValues: { opportunityId, version, locale, agree: false } },
  );
  const { result, onSubmit } = useActionSubmit(
    form,
    // The version on screen now (it changes with a refresh; the form's values were set once).
    async (values) => {
      const answer = await acceptNdaAction({ ...values, version, locale });
      if (domainErrorOf(answer, 'dealRoom') === 'nda_changed') {
        form.setValue('agree', false);
        router.refresh();
      }
      return answer;
    },
    { onSuccess: () => router.refresh() },
  );
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('formLabel')}
      className="space-y-4"
    >
      <FocusOnAnswer answer={result}>
        <FormError result={result} />
      </FocusOnAnswer>
      <CheckboxField
        form={form}
        name="agree"
        label={t('agree')}
        errorLabel={t('agreeField')}
        required
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('accepting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
