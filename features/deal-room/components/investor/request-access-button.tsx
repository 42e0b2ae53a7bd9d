'use client';

import { LoaderCircle } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { Alert } from '@/components/ui/alert';
import { useRouter } from '@/i18n/navigation';
import { requestAccessAction } from '@/features/deal-room/actions/request-access';

/**
 * Asks the owner for the deal room (a contact request for it exists). On success the page
 * re-renders at its "requested" step, whose heading takes the focus (LiveRoom).
 */
export function RequestAccessButton({
  opportunityId,
  again = false,
}: {
  opportunityId: string;
  again?: boolean;
}) {
  const t = useTranslations('dealRoom.investor.ask');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask() {
    setPending(true);
    setError(null);
    const result = await requestAccessAction({ opportunityId }).catch(() => undefined);
    if (result?.ok) {
      // Stays busy until the refreshed page replaces this button.
      router.refresh();
      return;
    }
    setPending(false);
    setError(errorText(result) ?? errors('generic'));
  }

  return (
    <div className="space-y-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button
        type="button"
        onClick={() => void ask()}
        disabled={pending}
        aria-busy={pending || undefined}
        className="btn btn-primary"
        data-testid="deal-room-ask"
      >
        {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {pending ? t('requesting') : again ? t('askAgain') : t('request')}
      </button>
    </div>
  );
}
