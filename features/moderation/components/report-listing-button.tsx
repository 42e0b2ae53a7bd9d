'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { AppLink } from '@/components/ui/app-link';
import { lazyComponent } from '@/components/ui/lazy-component';

// Only a signed-in viewer downloads the button that reports (and, at its press, the dialog): a
// visitor's first visit stays within the JavaScript budget.
const ReportListingControl = lazyComponent(() =>
  import('./report-listing-control').then((m) => m.ReportListingControl),
);

/**
 * "Report this listing" under a listing's details. A visitor is taken to sign in and back; the
 * owner sees nothing. The line keeps its height while the session is asked, so nothing moves.
 */
export function ReportListingButton({
  kind,
  listingId,
  ownerId,
  listingPath,
}: {
  kind: 'advertisement' | 'opportunity';
  listingId: string;
  ownerId: string;
  /** The page's path without the locale: sign-in comes back to it. */
  listingPath: string;
}) {
  const t = useTranslations('report');
  const locale = useLocale();
  const { user, ready } = useAuth();
  let body: React.ReactNode = null;
  if (ready && !user) {
    body = (
      <AppLink
        href={{ pathname: '/auth/login', query: { redirect: `/${locale}${listingPath}` } }}
        className="rounded text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        data-testid="report-sign-in"
      >
        {t('listingButton')}
      </AppLink>
    );
  } else if (user && user.id !== ownerId) {
    body = <ReportListingControl targetKind={kind} targetId={listingId} />;
  }
  return (
    <div className="flex min-h-6 justify-end" data-testid="report-listing">
      {body}
    </div>
  );
}
