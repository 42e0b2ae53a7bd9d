import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { NdaText } from '@/features/deal-room/server/nda';
import { AcceptNdaForm } from './accept-nda-form';
import { StepHeading } from './step-heading';

/**
 * Access granted: the owner's NDA to read in full and accept. The text is the owner's (or the
 * platform's default), in the reader's language where the owner wrote one, else in the other.
 */
export function NdaStep({
  opportunityId,
  ownerName,
  nda,
  locale,
}: {
  opportunityId: string;
  ownerName: string;
  nda: NdaText;
  locale: Locale;
}) {
  const t = useTranslations('dealRoom.investor.nda');
  return (
    <section
      aria-labelledby="room-step-title"
      className="max-w-3xl rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="deal-room-nda"
    >
      <StepHeading>{t('title')}</StepHeading>
      <p className="mt-2 text-sm text-ink">
        {t.rich('lead', {
          ownerName,
          name: (chunks) => (
            <bdi dir="auto" className="user-text font-medium">
              {chunks}
            </bdi>
          ),
        })}
      </p>
      {nda.locale === locale ? null : (
        <p className="mt-3 rounded-lg border border-accent-500/30 bg-accent-100 px-3 py-2 text-sm text-accent-700">
          {t('otherLanguage', { language: nda.locale })}
        </p>
      )}
      <div
        role="region"
        aria-label={t('region')}
        tabIndex={0}
        dir="auto"
        lang={nda.locale}
        className="user-text mt-4 max-h-[28rem] overflow-y-auto rounded-lg border border-line bg-canvas p-4 text-sm leading-relaxed whitespace-pre-line text-ink"
        data-testid="deal-room-nda-text"
      >
        {nda.body}
      </div>
      <p className="mt-2 text-xs text-muted">{t('version', { version: nda.version })}</p>
      <div className="mt-5">
        <AcceptNdaForm opportunityId={opportunityId} version={nda.version} />
      </div>
    </section>
  );
}
