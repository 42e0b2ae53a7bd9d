'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ReportTrigger } from './report-trigger';

type Reported = { has: (id: string) => boolean; add: (id: string) => void };

const ReportedContext = createContext<Reported | null>(null);

/** The messages of the open conversation this user has reported (read by the chat page). */
export function ReportedMessagesProvider({
  initial,
  children,
}: {
  initial: readonly string[];
  children: ReactNode;
}) {
  const [ids, setIds] = useState(() => new Set(initial));
  const add = useCallback((id: string) => setIds((old) => new Set(old).add(id)), []);
  const value = useMemo(() => ({ has: (id: string) => ids.has(id), add }), [ids, add]);
  return <ReportedContext value={value}>{children}</ReportedContext>;
}

/** "Report message" under a message the other person sent (or "Reported"). */
export function ReportMessageButton({ messageId }: { messageId: string }) {
  const t = useTranslations('report');
  const reported = use(ReportedContext);
  if (!reported) return null;
  return (
    <ReportTrigger
      targetKind="message"
      targetId={messageId}
      reported={reported.has(messageId)}
      onReported={() => reported.add(messageId)}
      label={t('messageButton')}
    />
  );
}
