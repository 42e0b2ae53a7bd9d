'use client';

import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation (layers z-overlay / z-modal): focus moves into it (to Cancel, the safe
 * choice) and stays there (Tab wraps), Escape or the backdrop cancels, and on close focus returns
 * to what had it before (or to `returnFocus` when that element is gone).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocus,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const latest = useRef({ onClose, pending, returnFocus });
  useEffect(() => {
    latest.current = { onClose, pending, returnFocus };
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.pending) latest.current.onClose();
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return event.preventDefault();
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      const target = previous?.isConnected ? previous : latest.current.returnFocus?.();
      target?.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <div
        aria-hidden
        className="fixed inset-0 z-overlay bg-ink/50 backdrop-blur-[1px]"
        onClick={() => (pending ? undefined : onClose())}
      />
      <div className="pointer-events-none fixed inset-0 z-modal flex items-end justify-center p-4 sm:items-center">
        <div
          ref={panel}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          className="pointer-events-auto w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-xl"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-danger">
              <TriangleAlert aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
                {title}
              </h2>
              <div id={`${id}-text`} className="mt-1 text-sm text-muted">
                {description}
              </div>
            </div>
          </div>
          {error ? <div className="mt-4">{error}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              ref={cancel}
              type="button"
              onClick={onClose}
              disabled={pending}
              className="rounded-lg border border-line bg-surface px-4 py-2.5 font-semibold text-ink hover:bg-canvas disabled:opacity-60"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
