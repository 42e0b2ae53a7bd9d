'use client';

import { clsx } from 'clsx';
import { Upload } from '@/components/icons';
import type { InputHTMLAttributes } from 'react';
import type { ControlAria } from '@/components/form/field';

/**
 * A file input whose button and "no file" text are in the page's language (the native ones follow
 * the browser's). The real input stays focusable (visually hidden); its Field label names it and
 * the styled label below only opens the picker for pointer users.
 */
export function FilePicker({
  aria,
  input,
  chooseLabel,
  emptyLabel,
  fileName,
}: {
  aria: ControlAria;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;
  chooseLabel: string;
  emptyLabel: string;
  fileName: string | null;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <input {...aria} {...input} type="file" className="peer sr-only" />
      <label
        htmlFor={aria.id}
        aria-hidden="true"
        className={clsx(
          'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-line bg-brand-50',
          'px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-danger',
        )}
      >
        <Upload aria-hidden className="size-4" />
        {chooseLabel}
      </label>
      <span
        className={clsx('min-w-0 truncate text-sm', fileName ? 'text-ink' : 'text-muted')}
        dir="auto"
        data-testid="file-picker-name"
      >
        {fileName ?? emptyLabel}
      </span>
    </div>
  );
}
