'use client';

import { LogOut } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { endOtherSessionsAction } from '@/features/accounts/actions/end-other-sessions';
import { endSessionAction } from '@/features/accounts/actions/end-session';
import type { ActionResult } from '@/lib/action/result';
import { signOutEverywhereAction } from '@/features/accounts/actions/sign-out-everywhere';
import { SessionRow } from './session-row';

/** One session as the list shows it, already in words (sessions-card.tsx). */
export type SessionRowView = {
  id: string;
  device: string;
  created: string;
  lastSeen: string;
  current: boolean;
};

type Pending = { kind: 'one'; id: string } | { kind: 'others' } | { kind: 'everywhere' } | null;

const failed = (): ActionResult<never> => ({ ok: false, error: 'generic' });

/**
 * The user's sessions, this device marked, each other one with its own sign-out button; then
 * "all other devices" and "everywhere". After a row goes, focus moves to the next row's button
 * (or the list), and the result is read out through the status line.
 */
export function SessionsList({ sessions: initial }: { sessions: SessionRowView[] }) {
  const t = useTranslations('profile.sessions');
  const [sessions, setSessions] = useState(initial);
  const [pending, setPending] = useState<Pending>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<ActionResult<unknown> | null>(null);
  const list = useRef<HTMLUListElement>(null);
  /** After a removal: the id of the row whose button takes focus, '' for the list itself. */
  const focusNext = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const othersHint = useId();
  const everywhereHint = useId();
  const others = sessions.filter((session) => !session.current);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (buttons.current.get(target) ?? list.current)?.focus();
  }, [sessions]);

  function begin(next: Pending) {
    setPending(next);
    setStatus('');
    setError(null);
  }

  async function endOne(session: SessionRowView) {
    begin({ kind: 'one', id: session.id });
    const result = await endSessionAction({ id: session.id }).catch(failed);
    setPending(null);
    if (!result.ok) return setError(result);
    const index = others.findIndex((other) => other.id === session.id);
    const next = others[index + 1] ?? others[index - 1];
    setSessions((current) => current.filter((other) => other.id !== session.id));
    setStatus(t('endedOne', { device: session.device }));
    focusNext.current = next?.id ?? '';
  }

  async function endOthers() {
    begin({ kind: 'others' });
    const result = await endOtherSessionsAction().catch(failed);
    setPending(null);
    if (!result.ok) return setError(result);
    setSessions((current) => current.filter((session) => session.current));
    setStatus(t('endedOthers', { count: result.data.ended }));
    focusNext.current = '';
  }

  async function endEverywhere() {
    begin({ kind: 'everywhere' });
    const result = await signOutEverywhereAction().catch(failed);
    if (!result.ok) {
      setPending(null);
      return setError(result);
    }
    setStatus(t('signingOutEverywhere'));
    // A full load: no client cache keeps the signed-in view.
    window.location.assign(result.data.redirectTo);
  }

  const busy = pending !== null;
  return (
    <div className="space-y-4">
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t('listLabel')}
        className="divide-y divide-line rounded-xl border border-line focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="sessions-list"
      >
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={pending?.kind === 'one' && pending.id === session.id}
            disabled={busy}
            onEnd={() => endOne(session)}
            buttonRef={(node) => {
              if (node) buttons.current.set(session.id, node);
              else buttons.current.delete(session.id);
            }}
          />
        ))}
      </ul>
      {others.length === 0 ? <p className="text-sm text-muted">{t('onlyThisDevice')}</p> : null}
      {/* Always in the page: a live region added together with its text is often not read. */}
      <p role="status" className="text-sm font-medium text-success">
        {status}
      </p>
      <FormError result={error} />
      <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
        {others.length > 0 ? (
          <div className="space-y-1">
            <button
              type="button"
              onClick={endOthers}
              disabled={busy}
              aria-describedby={othersHint}
              className="btn-sm btn-secondary"
            >
              {pending?.kind === 'others' ? t('ending') : t('endOthers')}
            </button>
            <p id={othersHint} className="text-xs text-muted">
              {t('endOthersHint')}
            </p>
          </div>
        ) : null}
        <div className="space-y-1">
          <button
            type="button"
            onClick={endEverywhere}
            disabled={busy}
            aria-describedby={everywhereHint}
            className="btn-sm btn-danger"
            data-testid="sign-out-everywhere"
          >
            <LogOut aria-hidden className="size-4 rtl:rotate-180" />
            {pending?.kind === 'everywhere' ? t('signingOutEverywhere') : t('everywhere')}
          </button>
          <p id={everywhereHint} className="max-w-xs text-xs text-muted">
            {t('everywhereHint')}
          </p>
        </div>
      </div>
    </div>
  );
}
