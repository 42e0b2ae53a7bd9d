'use client';

import { clsx } from 'clsx';
import { LoaderCircle } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { useRouter } from '@/i18n/navigation';
import { domainErrorOf } from '@/lib/action/result';
import { decideAccessAction } from '@/features/deal-room/actions/decide-access';
import type { AccessDecision, AccessState } from '@/features/deal-room/constants';

/** The owner's one move from each state (access.ts DECISIONS); an ended access has none. */
const DECISION_FROM: Partial<Record<AccessState, AccessDecision>> = {
  requested: 'grant',
  granted: 'revoke',
  revoked: 'restore',
};

/**
 * Grant, revoke or restore one investor's access. One button whose label follows the state: after
 * the refresh the same element says the next move, so the keyboard focus stays on it.
 */
export function AccessDecisionButton({
  accessId,
  state,
  name,
}: {
  accessId: string;
  state: AccessState;
  name: string;
}) {
  const t = useTranslations('dealRoom.owner.access');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const decision = DECISION_FROM[state];
  if (!decision) return null;

  async function decide(chosen: AccessDecision) {
    setPending(true);
    setMessage(null);
    const result = await decideAccessAction({ accessId, decision: chosen }).catch(() => undefined);
    setPending(false);
    if (result?.ok) {
      setMessage({ tone: 'success', text: t(`done.${chosen}`, { name }) });
    } else {
      setMessage({ tone: 'error', text: errorText(result) ?? errors('generic') });
    }
    // Changed meanwhile (another tab, the request decided): the row shows where it stands now.
    if (result?.ok || domainErrorOf(result, 'dealRoom') === 'access_changed') router.refresh();
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => void decide(decision)}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={t(`${decision}Item`, { name })}
        className={clsx(
          'btn-sm whitespace-nowrap',
          decision === 'revoke' ? 'btn-danger' : 'btn-primary',
        )}
      >
        {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {pending ? t('working') : t(decision)}
      </button>
      {/* Both regions stay in the page, so what appears in them is announced. */}
      <p role="status" className="max-w-56 text-xs text-success empty:hidden">
        {message?.tone === 'success' ? message.text : ''}
      </p>
      <p role="alert" className="max-w-56 text-xs text-danger empty:hidden">
        {message?.tone === 'error' ? message.text : ''}
      </p>
    </div>
  );
}
