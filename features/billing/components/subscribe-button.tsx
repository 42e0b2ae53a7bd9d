'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { FormError } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Dialog } from '@/components/ui/dialog';
import { useRouter } from '@/i18n/navigation';
import { subscribeAction } from '@/features/billing/actions/subscribe';
import type { ActionResult } from '@/lib/action/result';
import { formatMoney } from '@/lib/format/money';

type Problem =
  | { kind: 'insufficient'; missingMinor: number }
  | { kind: 'restricted'; owedMinor: number }
  | { kind: 'unknown' }
  | { kind: 'repriced'; priceMinor: number }
  | null;

/**
 * "Subscribe" on a plan card: a confirmation dialog, then the wallet pays. On success the auth
 * store learns at once that the user is subscribed (the action re-signed the cookie too).
 */
export function SubscribeButton({
  planCode,
  planName,
  priceMinor,
  currency,
  balanceMinor,
  startLabel,
  endLabel,
  renew,
}: {
  planCode: string;
  planName: string;
  priceMinor: number;
  currency: string;
  balanceMinor: number;
  startLabel: string;
  endLabel: string;
  renew: boolean;
}) {
  const t = useTranslations('billing');
  const locale = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const { user, updateUser } = useAuth();
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [failure, setFailure] = useState<ActionResult<unknown> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const missing =
    problem?.kind === 'insufficient'
      ? problem.missingMinor
      : Math.max(0, priceMinor - balanceMinor);

  function openDialog() {
    setRequestId(crypto.randomUUID());
    setProblem(null);
    setFailure(null);
    setOpen(true);
  }

  async function confirm() {
    setPending(true);
    setFailure(null);
    try {
      const answer = await subscribeAction({ planCode, requestId, expectedPriceMinor: priceMinor });
      if (!answer.ok) return setFailure(answer);
      const data = answer.data;
      if (data.status === 'insufficient')
        return setProblem({ kind: 'insufficient', missingMinor: data.missingMinor });
      if (data.status === 'unknown_plan') return setProblem({ kind: 'unknown' });
      if (data.status === 'price_changed') {
        // The card shows the new price after the refresh; the member confirms again.
        setProblem({ kind: 'repriced', priceMinor: data.priceMinor });
        setRequestId(crypto.randomUUID());
        return router.refresh();
      }
      if (data.status === 'restricted') {
        return setProblem({ kind: 'restricted', owedMinor: data.owedMinor });
      }
      updateUser({ isSubscribed: true });
      setDone(
        t('plans.subscribed', {
          plan: planName,
          date: format.dateTime(new Date(data.subscribedUntil), 'short'),
        }),
      );
      setOpen(false);
      router.refresh();
    } catch {
      setFailure({ ok: false, error: 'generic' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={openDialog} className="btn w-full btn-primary">
        {renew ? t('plans.renew') : t('plans.subscribe')}
      </button>
      {done ? (
        <Alert tone="success">
          {done}{' '}
          {user?.type === 'INVESTOR' ? (
            <AppLink href="/investments" className="font-semibold underline underline-offset-4">
              {t('plans.browseInvestments')}
            </AppLink>
          ) : null}
        </Alert>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        busy={pending}
        title={t('plans.confirmTitle', { plan: planName })}
        closeLabel={t('close')}
        footer={
          <>
            <button
              type="button"
              data-autofocus
              onClick={() => setOpen(false)}
              disabled={pending}
              className="btn btn-secondary"
            >
              {t('cancel')}
            </button>
            {problem?.kind === 'unknown' ? null : problem?.kind === 'restricted' ? (
              <AppLink href="/profile/wallet" className="btn btn-primary">
                {t('plans.goToWallet')}
              </AppLink>
            ) : missing > 0 ? (
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
                disabled={pending}
                aria-busy={pending || undefined}
                className="btn btn-primary"
              >
                {pending ? t('plans.confirming') : t('plans.confirm', { price: money(priceMinor) })}
              </button>
            )}
          </>
        }
      >
        {problem?.kind === 'unknown' ? (
          <p role="alert" className="text-danger">
            {t('plans.unknownPlan')}
          </p>
        ) : problem?.kind === 'restricted' ? (
          <p role="alert" className="font-medium text-danger">
            {t('plans.restricted', { owed: money(problem.owedMinor) })}
          </p>
        ) : missing > 0 ? (
          <p role="alert" className="font-medium text-danger">
            {t('plans.insufficient', {
              balance: money(Math.max(0, priceMinor - missing)),
              missing: money(missing),
            })}
          </p>
        ) : (
          <>
            {problem?.kind === 'repriced' ? (
              <p role="alert" className="font-medium text-accent-700">
                {t('plans.repriced', { price: money(problem.priceMinor) })}
              </p>
            ) : null}
            <p>
              {t('plans.confirmPrice', { price: money(priceMinor), balance: money(balanceMinor) })}
            </p>
            <p>{t('plans.confirmPeriod', { start: startLabel, end: endLabel })}</p>
          </>
        )}
        <FormError result={failure} />
      </Dialog>
    </div>
  );
}
