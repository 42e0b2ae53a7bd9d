'use client';

import { LoaderCircle, TriangleAlert } from '@/components/icons';
import { useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/**
 * A destructive confirmation (an alertdialog on the shared modal): focus starts on Cancel, the
 * safe choice; on close focus returns to what had it before (or to `returnFocus` when that
 * element is gone).
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
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      busy={pending}
      title={title}
      description={description}
      initialFocusRef={cancel}
      returnFocus={returnFocus}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-danger">
          <TriangleAlert aria-hidden className="size-5" />
        </span>
      }
      footer={
        <>
          <button
            ref={cancel}
            type="button"
            onClick={onClose}
            disabled={pending}
            className="btn btn-secondary"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className="btn btn-danger-solid"
          >
            {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      {error}
    </Dialog>
  );
}
