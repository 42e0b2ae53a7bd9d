'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal confirmation on the native <dialog> (showModal): the rest of the page is inert, focus
 * moves to the element marked `data-autofocus` (else the first control), Escape closes it unless
 * `busy`, and focus goes back to whatever had it before it opened.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  busy = false,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  busy?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  const t = useTranslations('billing');
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the dialog close unless a payment is being made.
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        onClose();
        returnTo.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) event.currentTarget.close();
      }}
      className="z-modal m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            disabled={busy}
            className="-me-2 -mt-1 rounded-lg p-1.5 text-muted hover:bg-canvas hover:text-ink disabled:opacity-50"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        <div className="space-y-3 text-sm text-muted">{children}</div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
      </div>
    </dialog>
  );
}
