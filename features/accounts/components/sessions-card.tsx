import { getFormatter, getTranslations } from 'next-intl/server';
import type { SessionListItem } from '@/features/accounts/server/session-list';
import { ProfileCard } from './profile-card';
import { SessionsList, type SessionRowView } from './sessions-list';

/**
 * Where the user is signed in (ASVS 7.5.2). Labels and times are put into words here, on the
 * server, in the page's language and time zone; the list itself only ends sessions.
 */
export async function SessionsCard({ sessions }: { sessions: SessionListItem[] }) {
  const t = await getTranslations('profile.sessions');
  const format = await getFormatter();
  const when = (value: Date) => format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: SessionRowView[] = sessions.map((session) => ({
    id: session.id,
    device: t('device', {
      browser: session.browser ?? t('unknownBrowser'),
      os: session.os ?? t('unknownOs'),
    }),
    created: when(session.createdAt),
    lastSeen: when(session.lastSeenAt),
    current: session.current,
  }));
  return (
    <ProfileCard title={t('title')} description={t('description')} testId="profile-sessions-card">
      <SessionsList sessions={rows} />
    </ProfileCard>
  );
}
