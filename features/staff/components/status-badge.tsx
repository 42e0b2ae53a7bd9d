import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  neutral: 'bg-canvas text-muted ring-line',
  info: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-brand-50 text-success ring-brand-200',
  warning: 'bg-accent-100 text-accent-700 ring-accent-100',
  danger: 'bg-red-50 text-danger ring-red-200',
};

/**
 * The usual tone of the states the staff area shows (listings, reports, invitations, accounts);
 * any other state is neutral unless the caller picks a tone.
 */
const STATE_TONES: Record<string, Tone> = {
  draft: 'neutral',
  pending_review: 'warning',
  published: 'success',
  hidden: 'warning',
  removed: 'danger',
  held: 'info',
  archived: 'neutral',
  open: 'warning',
  dismissed: 'neutral',
  actioned: 'success',
  pending: 'warning',
  accepted: 'success',
  expired: 'neutral',
  active: 'success',
  suspended: 'danger',
  retired: 'neutral',
};

/** A state as a small pill: the label is the caller's (translated) text, the colour follows the state. */
export function StatusBadge({
  state,
  tone,
  children,
}: {
  state?: string;
  tone?: Tone;
  children: ReactNode;
}) {
  const chosen = tone ?? (state ? STATE_TONES[state] : undefined) ?? 'neutral';
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[chosen],
      )}
      data-state={state}
    >
      {children}
    </span>
  );
}
