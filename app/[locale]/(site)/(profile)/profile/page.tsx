import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OwnerFunnel } from '@/features/listings/components/funnel/owner-funnel';
import { AvatarForm } from '@/features/accounts/components/avatar-form';
import { NameForm } from '@/features/accounts/components/name-form';
import { PasswordForm } from '@/features/accounts/components/password-form';
import { ProfileSummary } from '@/features/accounts/components/profile-summary';
import { SessionsCard } from '@/features/accounts/components/sessions-card';
import { TwoFactorCard } from '@/features/accounts/components/two-factor-card';
import { PageHeading } from '@/components/ui/page-heading';
import { redirect } from '@/i18n/navigation';
import { toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { getCurrentSession } from '@/lib/auth/current-user';
import { listSessions } from '@/features/accounts/server/session-list';
import { getTwoFactorStatus } from '@/features/accounts/server/two-factor';
import { parseFunnelPeriod } from '@/features/listings/server/funnel';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'profile', '/profile');
}

export default async function ProfilePage({ params, searchParams }: Props) {
  const { locale: requested } = await params;
  const locale = toLocale(requested);
  setRequestLocale(locale);
  // The proxy already keeps visitors out; the page checks the session again (DESIGN 4).
  const current = await getCurrentSession();
  if (!current) {
    return redirect({
      href: { pathname: '/auth/login', query: { redirect: `/${locale}/profile` } },
      locale,
    });
  }
  const { user } = current;
  const [sessions, twoFactor] = await Promise.all([
    listSessions(user.id, current.session.id),
    getTwoFactorStatus(user.id),
  ]);
  const titles = await getTranslations('titles');
  const t = await getTranslations('profile');
  return (
    <div className="py-2">
      <PageHeading title={titles('profile')} description={t('intro')} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:sticky lg:top-24">
          <ProfileSummary user={user} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <NameForm name={user.name} />
          <AvatarForm name={user.name} image={user.image} />
          <PasswordForm needsCode={twoFactor.enabledAt !== null} />
          <TwoFactorCard status={twoFactor} email={user.email} />
          <SessionsCard sessions={sessions} />
        </div>
      </div>
      {user.type === 'OWNER' ? (
        <OwnerFunnel ownerId={user.id} period={parseFunnelPeriod((await searchParams).period)} />
      ) : null}
    </div>
  );
}
