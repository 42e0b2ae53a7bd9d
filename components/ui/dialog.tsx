'use client';

import { X } from '@/components/icons';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog> (showModal, layer z-modal over a dimmed backdrop): the rest of
 * the page is inert and does not scroll, focus moves to `initialFocusRef` (else the element marked
 * `data-autofocus`, else the first control) and stays inside (Tab wraps), Escape, the backdrop or
 * the close button close it unless `busy`, and focus goes back to whatever had it before it opened
 * (or to `returnFocus()` when that element is gone).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  busy = false,
  icon,
  closeLabel,
  initialFocusRef,
  returnFocus,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Wired to aria-describedby; shown under the title. */
  description?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  /** Shown before the title. */
  icon?: ReactNode;
  /** When set, an × button with this (screen-reader) label closes the dialog. */
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null;
  children?: ReactNode;
  footer: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const latest = useRef({ open, onClose, returnFocus, initialFocusRef });
  useEffect(() => {
    latest.current = { open, onClose, returnFocus, initialFocusRef };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    const first =
      latest.current.initialFocusRef?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      const target = previous?.isConnected ? previous : latest.current.returnFocus?.();
      target?.focus();
    };
  }, [open]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const close = () => (busy ? undefined : onClose());

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: the dialog closes unless `busy`.
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        // Closed by the browser (Escape) while still `open`: tell the owner.
        if (latest.current.open) latest.current.onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="z-modal m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50 backdrop:backdrop-blur-[1px]"
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start gap-3">
            {icon}
            <div className="min-w-0 flex-1">
              <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
                {title}
              </h2>
              {description ? (
                <div id={`${id}-text`} className="mt-1 text-sm text-muted">
                  {description}
                </div>
              ) : null}
            </div>
            {closeLabel ? (
              <button
                type="button"
                onClick={close}
                disabled={busy}
                className="-me-2 -mt-1 rounded-lg p-1.5 text-muted hover:bg-canvas hover:text-ink disabled:opacity-50"
              >
                <X aria-hidden className="size-5" />
                <span className="sr-only">{closeLabel}</span>
              </button>
            ) : null}
          </div>
          {children ? <div className="mt-4 space-y-3 text-sm text-muted">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {footer}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
