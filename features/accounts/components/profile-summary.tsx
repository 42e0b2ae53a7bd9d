import { BadgeCheck, CalendarClock, CircleSlash } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { AppLink } from '@/components/ui/app-link';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isMember, isOwner } from '@/lib/auth/roles';

type SummaryUser = Pick<
  CurrentUser,
  'name' | 'email' | 'image' | 'type' | 'isSubscribed' | 'subscribedUntil' | 'createdAt'
>;

/**
 * Who is signed in: photo or initials, name, email, account type and, for members, subscription
 * status (staff have no plan).
 */
export async function ProfileSummary({ user }: { user: SummaryUser }) {
  const t = await getTranslations('profile.summary');
  const types = await getTranslations('userTypes');
  const format = await getFormatter();
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'long' });
  const owner = isOwner(user);

  let subscription: ReactNode;
  if (owner) {
    subscription = <span className="text-muted">{t('ownerNoSubscription')}</span>;
  } else if (user.isSubscribed) {
    subscription = (
      <span className="inline-flex items-center gap-1.5 font-medium text-success">
        <BadgeCheck aria-hidden className="size-4 shrink-0" />
        {user.subscribedUntil
          ? t('subscribedUntil', { date: date(user.subscribedUntil) })
          : t('subscribed')}
      </span>
    );
  } else {
    subscription = (
      <span className="flex flex-col items-start gap-1.5">
        <span className="inline-flex items-center gap-1.5 font-medium text-accent-700">
          <CircleSlash aria-hidden className="size-4 shrink-0" />
          {user.subscribedUntil
            ? t('expiredOn', { date: date(user.subscribedUntil) })
            : t('notSubscribed')}
        </span>
        <AppLink href="/profile/plans" className="btn-sm btn-primary">
          {t('choosePlan')}
        </AppLink>
      </span>
    );
  }

  return (
    <section
      aria-label={t('title')}
      data-testid="profile-summary"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <Avatar name={user.name} image={user.image} size={96} />
        <div className="max-w-full min-w-0">
          <h2
            className="user-text text-xl font-semibold text-ink"
            dir="auto"
            data-testid="profile-name"
          >
            {user.name}
          </h2>
          <p className="text-sm break-all text-muted" dir="ltr">
            {user.email}
          </p>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          {types(user.type)}
        </span>
      </div>
      {isMember(user) ? (
        <dl className="mt-6 border-t border-line pt-5 text-sm" data-testid="profile-subscription">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('subscription')}
          </dt>
          <dd className="mt-1">{subscription}</dd>
        </dl>
      ) : null}
      <p className="mt-4 flex items-center gap-1.5 text-sm text-muted">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        {t('memberSince', { date: date(user.createdAt) })}
      </p>
    </section>
  );
}
