'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { AppLink } from '@/components/ui/app-link';
import { lazyComponent } from '@/components/ui/lazy-component';

function Pending() {
  return <div aria-hidden className="h-9 w-10" data-testid="account-pending" />;
}

// Members only: a visitor's first visit never downloads the menu (the JavaScript budget).
const AccountMenu = lazyComponent(
  () => import('./account-menu').then((m) => m.AccountMenu),
  Pending,
);

/**
 * The header's account area: the account menu once signed in, else sign-in and sign-up. Rendered
 * on the client only (the server's HTML is the same for everyone).
 */
export function HeaderAccount() {
  const { user, ready } = useAuth();
  if (user) return <AccountMenu user={user} />;
  // Until the session answers, the visitor's links hold their own space, invisible and inert: no
  // sign-in flash for members, and a visitor's header does not shift when they appear (it moved
  // the language switch by 20-40 px at 390 px).
  if (!ready)
    return (
      <div inert className="invisible" data-testid="account-pending">
        <VisitorLinks />
      </div>
    );
  return <VisitorLinks />;
}

function VisitorLinks() {
  const t = useTranslations('nav');
  return (
    <div className="flex items-center gap-2">
      <AppLink href="/auth/login" className="btn-sm btn-ghost max-sm:hidden">
        {t('login')}
      </AppLink>
      <AppLink href="/auth/sign-up" className="btn-sm btn-primary whitespace-nowrap">
        {t('signUp')}
      </AppLink>
    </div>
  );
}
