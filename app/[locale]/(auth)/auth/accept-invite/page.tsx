import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { toLocale } from '@/i18n/routing';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { AcceptInviteForm } from '@/features/staff/components/accept-invite-form';
import { getInvite } from '@/features/staff/server/invites';
import { textParam } from '@/features/staff/staff-params';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return {
    ...(await pageMetadata(toLocale(locale), 'acceptInvite', '/auth/accept-invite')),
    robots: { index: false, follow: false },
  };
}

/**
 * A staff invitation's link (`?token=`): rendered per request, since what it shows depends on
 * the token (never one of the cached auth pages). A spent, expired or unknown link says so.
 */
export default async function AcceptInvitePage({ params, searchParams }: Props) {
  await segmentLocale(params);
  const token = textParam((await searchParams).token, 64);
  const invite = await getInvite(token);
  const t = await getTranslations('auth.acceptInvite');
  const titles = await getTranslations('titles');
  if (invite.state !== 'valid') {
    return (
      <AuthCard title={titles('acceptInvite')} intro={t(invite.state)}>
        <AppLink
          href="/auth/login"
          className="btn w-full btn-primary"
          data-testid={`accept-invite-${invite.state}`}
        >
          {t('signIn')}
        </AppLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={titles('acceptInvite')}
      intro={t('intro', { role: t(`roles.${invite.type}`), email: invite.email })}
    >
      <AcceptInviteForm token={token} email={invite.email} />
    </AuthCard>
  );
}
