'use client';

import { Check } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * The recovery codes, shown this once: copy them, download them as a text file, then confirm.
 * Focus moves to the heading, since the form that had it is gone.
 */
export function RecoveryCodes({
  codes,
  email,
  notice,
  onDone,
}: {
  codes: string[];
  email: string;
  notice: string | null;
  onDone: () => void;
}) {
  const t = useTranslations('profile.twoFactor');
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  }

  function download() {
    const text = [t('fileHeading', { email }), '', ...codes, ''].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'fursa-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-4" data-testid="recovery-codes">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div>
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
          {t('codesTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('codesIntro')}</p>
      </div>
      <ul
        aria-label={t('codesLabel')}
        dir="ltr"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-line bg-canvas p-4 font-mono text-sm text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className="btn btn-secondary">
          {t('copy')}
        </button>
        <button type="button" onClick={download} className="btn btn-secondary">
          {t('download')}
        </button>
        <button type="button" onClick={onDone} className="btn btn-primary">
          <Check aria-hidden className="size-4" />
          {t('codesDone')}
        </button>
      </div>
      <p role="status" className="text-sm text-success">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}
