'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { AppLink } from '@/components/ui/app-link';
import { Dialog } from '@/components/ui/dialog';
import { promoteAction } from '@/features/billing/actions/promote';
import type { ActionResult } from '@/lib/action/result';
import { isolate } from '@/features/billing/format';
import { formatMoney } from '@/lib/format/money';

export type PromoteChoice = {
  advertisementId: string;
  title: string;
  packageCode: string;
  days: number;
  priceMinor: number;
  requestId: string;
  endLabel: string;
  /** Set when the ad is featured now: the new days are added after this date. */
  extendsFromLabel: string | null;
};

/** Confirms a promotion and pays it; too little balance leads to the top-up with the gap filled in. */
export function PromoteDialog({
  choice,
  balanceMinor,
  currency,
  onClose,
  onPromoted,
}: {
  choice: PromoteChoice | null;
  balanceMinor: number;
  currency: string;
  onClose: () => void;
  onPromoted: (message: string) => void;
}) {
  const t = useTranslations('billing');
  const locale = useLocale();
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState<PromoteChoice | null>(null);
  const [shortfall, setShortfall] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionResult<unknown> | null>(null);
  // A new choice starts clean.
  if (choice !== seen) {
    setSeen(choice);
    setShortfall(null);
    setProblem(null);
    setFailure(null);
  }
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const missing = choice ? (shortfall ?? Math.max(0, choice.priceMinor - balanceMinor)) : 0;

  async function confirm() {
    if (!choice) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await promoteAction({
        advertisementId: choice.advertisementId,
        packageCode: choice.packageCode,
        requestId: choice.requestId,
      });
      if (!answer.ok) return setFailure(answer);
      const data = answer.data;
      if (data.status === 'insufficient') return setShortfall(data.missingMinor);
      if (data.status === 'restricted') {
        return setProblem(t('plans.restricted', { owed: money(data.owedMinor) }));
      }
      if (data.status !== 'promoted') return setProblem(t('promotions.notFound'));
      const date = format.dateTime(new Date(data.endsAt), 'short');
      onPromoted(t('promotions.promoted', { title: isolate(data.title), date }));
    } catch {
      setFailure({ ok: false, error: 'generic' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={choice !== null}
      onClose={onClose}
      busy={busy}
      title={choice ? t('promotions.confirmTitle', { title: isolate(choice.title) }) : ''}
      closeLabel={t('close')}
      footer={
        <>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            disabled={busy}
            className="btn btn-secondary"
          >
            {t('cancel')}
          </button>
          {!choice || problem ? null : missing > 0 ? (
            <AppLink
              href={{ pathname: '/profile/wallet', query: { topup: String(missing) } }}
              className="btn btn-primary"
            >
              {t('plans.topUpMissing', { amount: money(missing) })}
            </AppLink>
          ) : (
            <button
              type="button"
              onClick={confirm}
              disabled={busy}
              aria-busy={busy || undefined}
              className="btn btn-primary"
            >
              {busy
                ? t('promotions.confirming')
                : t('promotions.confirm', { price: money(choice.priceMinor) })}
            </button>
          )}
        </>
      }
    >
      {!choice ? null : missing > 0 ? (
        <p role="alert" className="font-medium text-danger">
          {t('plans.insufficient', {
            balance: money(choice.priceMinor - missing),
            missing: money(missing),
          })}
        </p>
      ) : (
        <>
          <p>
            {t('promotions.confirmPrice', {
              price: money(choice.priceMinor),
              balance: money(balanceMinor),
            })}
          </p>
          <p>
            {t('promotions.confirmPeriod', {
              duration: t('duration', { days: choice.days }),
              date: choice.endLabel,
            })}
          </p>
          {choice.extendsFromLabel ? (
            <p>{t('promotions.confirmExtend', { date: choice.extendsFromLabel })}</p>
          ) : null}
        </>
      )}
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <FormError result={failure} />
    </Dialog>
  );
}
