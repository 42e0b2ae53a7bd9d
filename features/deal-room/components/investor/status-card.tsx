import { ArrowRight } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { AccessEndReason } from '@/features/deal-room/constants';
import { publicListingPath } from '@/features/listings/owner-paths';
import { RequestAccessButton } from './request-access-button';
import { StepHeading } from './step-heading';

type Step = 'ask' | 'requested' | 'revoked' | 'ended';

/**
 * Where the investor stands before the room opens, and the one thing they can do about it: ask
 * (with a contact request already sent), send a contact request first, wait, or ask again.
 */
export function StatusCard({
  opportunityId,
  step,
  hasRequest,
  endReason,
}: {
  opportunityId: string;
  step: Step;
  hasRequest: boolean;
  endReason: AccessEndReason | null;
}) {
  const t = useTranslations('dealRoom');
  const canAsk = step === 'ask' || step === 'ended';
  return (
    <section
      aria-labelledby="room-step-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      data-testid="deal-room-status"
      data-step={step}
    >
      <StepHeading>{t(`investor.${step}.title`)}</StepHeading>
      <p className="mt-2 text-sm text-ink">{t(`investor.${step}.text`)}</p>
      {step === 'ended' && endReason ? (
        <p className="mt-2 text-sm text-muted">
          {t('investor.ended.reason', { reason: t(`endReasons.${endReason}`) })}
        </p>
      ) : null}
      {canAsk && hasRequest ? (
        <div className="mt-4">
          <RequestAccessButton opportunityId={opportunityId} again={step === 'ended'} />
        </div>
      ) : null}
      {canAsk && !hasRequest ? (
        <>
          <p className="mt-3 text-sm text-muted">{t('investor.ask.needRequest')}</p>
          <AppLink
            href={publicListingPath('opportunity', opportunityId)}
            className="mt-4 btn btn-secondary"
          >
            {t('investor.ask.toOpportunity')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </AppLink>
        </>
      ) : null}
    </section>
  );
}
