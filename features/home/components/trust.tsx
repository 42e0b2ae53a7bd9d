import {
  ArrowRight,
  BadgeCheck,
  KeyRound,
  LockKeyhole,
  Wallet,
  type LucideIcon,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

const POINTS: readonly { key: 'wallet' | 'payments' | 'privacy' | 'accounts'; icon: LucideIcon }[] =
  [
    { key: 'wallet', icon: Wallet },
    { key: 'payments', icon: BadgeCheck },
    { key: 'privacy', icon: LockKeyhole },
    { key: 'accounts', icon: KeyRound },
  ];

/** Why money, payments and conversations on Fursa can be trusted. */
export async function HomeTrust() {
  const t = await getTranslations('home.trust');
  return (
    <section aria-labelledby="home-trust" className="container-page py-14 below-fold sm:py-20">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <h2 id="home-trust" className="text-3xl font-bold text-ink">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">{t('lead')}</p>
          <AppLink
            href="/policy"
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            {t('policyLink')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </AppLink>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {POINTS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <span className="icon-tile bg-brand-700 text-white">
                <Icon aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
