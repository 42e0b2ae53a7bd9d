import { getFormatter, getTranslations } from 'next-intl/server';
import type { TwoFactorStatus } from '@/features/accounts/server/two-factor';
import { ProfileCard } from './profile-card';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * Two-step verification on the profile: off (set it up) or on since a date, with the recovery
 * codes left, new codes and turning it off. The date is put into words here, on the server.
 */
export async function TwoFactorCard({ status, email }: { status: TwoFactorStatus; email: string }) {
  const t = await getTranslations('profile.twoFactor');
  const format = await getFormatter();
  const since = status.enabledAt ? format.dateTime(status.enabledAt, { dateStyle: 'long' }) : null;
  return (
    <ProfileCard title={t('title')} description={t('description')} testId="profile-two-factor-card">
      <TwoFactorPanel since={since} codesLeft={status.recoveryCodesLeft} email={email} />
    </ProfileCard>
  );
}
