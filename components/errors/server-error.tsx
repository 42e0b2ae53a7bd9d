'use client';

import { useTranslations } from 'next-intl';

/** SPEC 8: any status other than 404 shows Internal Server Error with status, message, description. */
export function ServerError({
  status = 500,
  digest,
  onRetry,
}: {
  status?: number;
  digest?: string;
  onRetry?: () => void;
}) {
  const t = useTranslations('errors');
  return (
    <div role="alert" className="container-page flex flex-col items-center py-20 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden>
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('serverTitle')}</h1>
      <p className="mt-2 font-medium text-muted">{t('serverStatus', { status: String(status) })}</p>
      <p className="mt-3">{t('serverMessage')}</p>
      <p className="mt-2 max-w-md text-muted">{t('serverDescription')}</p>
      {digest ? (
        <p className="mt-2 font-mono text-xs text-muted" dir="ltr">
          {digest}
        </p>
      ) : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-8 btn btn-primary">
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
