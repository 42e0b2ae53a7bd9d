import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

/** The header's account area: sign-in and sign-up links for visitors. */
export async function HeaderAccount() {
  const t = await getTranslations('nav');
  return (
    <div className="flex items-center gap-2">
      <AppLink
        href="/auth/login"
        className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:inline-flex"
      >
        {t('login')}
      </AppLink>
      <AppLink
        href="/auth/sign-up"
        className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('signUp')}
      </AppLink>
    </div>
  );
}
